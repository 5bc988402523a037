// The password reset e-mail of a studio admin.
import { htmlEmail } from './html.ts';

export function passwordResetEmail(input: { studioName: string; link: string; accentColor?: string | null }) {
  const intro = `Recebemos um pedido para redefinir a senha de acesso ao painel do ${input.studioName}.`;
  const validity = 'O link vale por 1 hora e só pode ser usado uma vez.';
  const ignore = 'Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.';
  return {
    subject: `Redefinição de senha - ${input.studioName}`,
    text: `${intro}\n\nPara criar uma nova senha, abra o link abaixo:\n${input.link}\n\n${validity}\n${ignore}\n`,
    html: htmlEmail({
      heading: input.studioName,
      accentColor: input.accentColor,
      paragraphs: [intro, validity, ignore],
      button: { text: 'Criar nova senha', url: input.link },
    }),
  };
}
