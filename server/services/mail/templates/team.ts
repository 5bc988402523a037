// The e-mails of a studio's team: an invitation to join it, the confirmation of a new login e-mail, and the
// notice the old address gets.
import { type AdminRole, roleLabels } from '../../../domain/roles.ts';
import { htmlEmail } from './html.ts';

export function teamInvitationEmail(input: {
  studioName: string;
  role: AdminRole;
  link: string;
  invitedBy: string | null;
  accentColor?: string | null;
}) {
  const who = input.invitedBy ? `${input.invitedBy} convidou você` : 'Você foi convidado(a)';
  const intro = `${who} para fazer parte da equipe do ${input.studioName} como ${roleLabels[input.role]}.`;
  const how = 'Para aceitar, abra o link abaixo, informe seu nome e crie uma senha.';
  const validity = 'O convite vale por 7 dias e só pode ser usado uma vez.';
  return {
    subject: `Convite para a equipe - ${input.studioName}`,
    text: `${intro}\n\n${how}\n${input.link}\n\n${validity}\n`,
    html: htmlEmail({
      heading: input.studioName,
      accentColor: input.accentColor,
      paragraphs: [intro, how, validity],
      button: { text: 'Aceitar convite', url: input.link },
    }),
  };
}

export function loginEmailChangeEmail(input: {
  studioName: string;
  link: string;
  accentColor?: string | null;
}) {
  const intro = `Recebemos um pedido para usar este e-mail no acesso ao painel do ${input.studioName}.`;
  const how = 'Para confirmar, abra o link abaixo. Ele vale por 24 horas e só pode ser usado uma vez.';
  const ignore = 'Se você não pediu esta troca, ignore este e-mail: nada muda.';
  return {
    subject: `Confirme seu novo e-mail de acesso - ${input.studioName}`,
    text: `${intro}\n\n${how}\n${input.link}\n\n${ignore}\n`,
    html: htmlEmail({
      heading: input.studioName,
      accentColor: input.accentColor,
      paragraphs: [intro, how, ignore],
      button: { text: 'Confirmar novo e-mail', url: input.link },
    }),
  };
}

export function loginEmailChangedNotice(input: {
  studioName: string;
  newEmail: string;
  accentColor?: string | null;
}) {
  const intro = `O e-mail de acesso ao painel do ${input.studioName} foi trocado para ${input.newEmail}.`;
  const help =
    'Se não foi você, fale com o proprietário do estúdio ou com o suporte da plataforma o quanto antes.';
  return {
    subject: `Seu e-mail de acesso foi trocado - ${input.studioName}`,
    text: `${intro}\n\n${help}\n`,
    html: htmlEmail({ heading: input.studioName, accentColor: input.accentColor, paragraphs: [intro, help] }),
  };
}
