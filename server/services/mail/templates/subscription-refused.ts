// The e-mail to a studio's owner when a cycle of its subscription to the platform is refused.
import { htmlEmail } from './html.ts';

export function refusedCycleEmail(input: {
  studioName: string;
  planName: string;
  /** The admin's 'Meu plano' page. */
  link: string;
}) {
  const intro = `Não conseguimos cobrar a assinatura do plano ${input.planName} no cartão cadastrado.`;
  const still =
    'Enquanto a cobrança estiver pendente, novos envios de fotos ficam bloqueados. Sua loja continua no ar e vendendo normalmente: seus clientes não são afetados.';
  const next = 'Atualize o cartão em "Meu plano" para regularizar; a cobrança é feita de novo na hora.';
  return {
    subject: `Pendências no plano - ${input.studioName}`,
    text: `${intro}\n\n${still}\n\n${next}\n${input.link}\n`,
    html: htmlEmail({
      heading: input.studioName,
      paragraphs: [intro, still, next],
      button: { text: 'Abrir Meu plano', url: input.link },
    }),
  };
}
