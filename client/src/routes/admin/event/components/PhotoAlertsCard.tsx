// 'Avise-me quando eu aparecer' on the event's page: how many alerts customers left, the e-mails they sent and what
// the customers who came through an alert's link bought (paid orders).
import { graphql, useFragment } from 'react-relay/hooks';
import type { PhotoAlertsCard_event$key } from '../../../../__generated__/PhotoAlertsCard_event.graphql.ts';
import { formatBrl, formatCount } from '../../../../format.ts';
import { AdminCard } from '../../components/AdminCard.tsx';

export function PhotoAlertsCard({ event }: { event: PhotoAlertsCard_event$key }) {
  const data = useFragment(
    graphql`
      fragment PhotoAlertsCard_event on Event {
        photoAlerts { total active emailsSent orders soldCents }
      }
    `,
    event,
  );
  const figures = data.photoAlerts;
  if (!figures) return null;
  return (
    <AdminCard title="Avisos de novas fotos" titleId="photo-alerts-title">
      <p className="muted">
        Clientes que ainda não acharam suas fotos (ou querem saber das novas) deixam o e-mail com o número de
        peito ou uma selfie em &lsquo;Avise-me quando eu aparecer&rsquo;, na galeria, quando a busca pelo
        número ou pela selfie está ativada.
      </p>
      <ul aria-label="Números dos avisos">
        <li>
          {formatCount(figures.total, 'aviso criado', 'avisos criados')} (
          {formatCount(figures.active, 'ativo', 'ativos')})
        </li>
        <li>{formatCount(figures.emailsSent, 'e-mail enviado', 'e-mails enviados')}</li>
        <li>
          Vendas pelos avisos: {formatCount(figures.orders, 'pedido pago', 'pedidos pagos')},{' '}
          {formatBrl(figures.soldCents)}
        </li>
      </ul>
    </AdminCard>
  );
}
