// The e-mail to a studio's owners when the platform turns off a webhook endpoint that failed for 3 days.
import { htmlEmail } from './html.ts';

export function webhookEndpointDisabledEmail(input: {
  studioName: string;
  url: string;
  lastError: string;
  /** The admin's 'Webhooks' page. */
  link: string;
  accentColor?: string | null;
}) {
  const intro = `O endpoint de webhook ${input.url} foi desativado: as entregas para ele falharam sem interrupção durante 3 dias.`;
  const error = `Último erro: ${input.lastError}`;
  const meanwhile =
    'Enquanto ele estiver desativado, os novos eventos do estúdio não são enviados para esse endereço. As entregas que ficaram pendentes continuam guardadas.';
  const next =
    'Corrija o servidor que recebe os webhooks e ative o endpoint de novo no painel: as entregas pendentes são retomadas, e o registro de entregas mostra cada tentativa, com o botão "Reenviar".';
  return {
    subject: `Webhook desativado: ${input.url} - ${input.studioName}`,
    text: `${intro}\n\n${error}\n\n${meanwhile}\n\n${next}\n${input.link}\n`,
    html: htmlEmail({
      heading: input.studioName,
      accentColor: input.accentColor,
      paragraphs: [intro, error, meanwhile, next],
      button: { text: 'Abrir Webhooks', url: input.link },
    }),
  };
}
