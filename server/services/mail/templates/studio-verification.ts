// The e-mail that confirms a new studio owner's address: until its link is opened the storefront is 'Loja em
// preparação'.
import { htmlEmail } from './html.ts';

export function studioVerificationEmail(input: { studioName: string; ownerName: string; link: string }) {
  const greeting = input.ownerName ? `Olá, ${input.ownerName}!` : 'Olá!';
  const intro = `A loja ${input.studioName} foi criada na Revela. Confirme seu e-mail para abrir a loja aos clientes.`;
  const until = 'Até a confirmação, o painel funciona normalmente, mas a loja mostra "Loja em preparação".';
  const ignore = 'Se você não criou esta loja, ignore este e-mail.';
  return {
    subject: `Confirme seu e-mail - ${input.studioName}`,
    text: `${greeting}\n\n${intro}\n\nPara confirmar, abra o link abaixo:\n${input.link}\n\n${until}\n${ignore}\n`,
    html: htmlEmail({
      heading: input.studioName,
      paragraphs: [greeting, intro, until, ignore],
      button: { text: 'Confirmar e-mail', url: input.link },
    }),
  };
}
