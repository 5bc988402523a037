// The notice a studio member gets when their account is entered from a browser it was not known in.
import { htmlEmail } from './html.ts';

const saoPaulo = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

export function newLoginEmail(input: {
  studioName: string;
  at: Date;
  /** The browser in plain words (domain/user-agent.ts). */
  browser: string;
  ip: string;
  /** The member's account page (/adm/minha-conta) and the page that sends a new-password link. */
  accountUrl: string;
  passwordResetUrl: string;
  accentColor?: string | null;
}) {
  const intro = `Sua conta no painel do ${input.studioName} foi acessada de um navegador novo.`;
  const details = [
    `Quando: ${saoPaulo.format(input.at)} (horário de Brasília)`,
    `Navegador: ${input.browser}`,
    `Endereço IP: ${input.ip}`,
  ];
  const fine = 'Se foi você, não precisa fazer nada.';
  const act =
    'Se não foi você, abra Minha conta para encerrar as outras sessões e esquecer os navegadores que não reconhece, e troque sua senha:';
  return {
    subject: `Novo acesso à sua conta - ${input.studioName}`,
    text: `${intro}\n\n${details.join('\n')}\n\n${fine}\n${act}\n${input.accountUrl}\n\nTrocar a senha: ${input.passwordResetUrl}\n`,
    html: htmlEmail({
      heading: input.studioName,
      accentColor: input.accentColor,
      paragraphs: [intro, ...details, fine, act],
      links: [
        { text: 'Minha conta: sessões e navegadores', url: input.accountUrl },
        { text: 'Trocar a senha', url: input.passwordResetUrl },
      ],
    }),
  };
}
