// The top of /adm: the setup checklist (until every step is done), the sales of today, 7 and 30 days with their
// chart, and the paid orders waiting on the studio, each linking to its page.
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import { type OrderAction, orderActionLabels } from '../../../../../../server/domain/order-actions.ts';
import type { Dashboard_studio$key } from '../../../../__generated__/Dashboard_studio.graphql.ts';
import type { PendingOrders_studio$key } from '../../../../__generated__/PendingOrders_studio.graphql.ts';
import type { SalesOverview_studio$key } from '../../../../__generated__/SalesOverview_studio.graphql.ts';
import type { SetupChecklist_studio$key } from '../../../../__generated__/SetupChecklist_studio.graphql.ts';
import { formatBrl, formatCount, formatDateTime } from '../../../../format.ts';
import styles from './Dashboard.module.css';
import { SalesChart } from './SalesChart.tsx';

/** Where each setup step is done; the logo is changed in the menu's modal. */
const setupPages: Record<string, string> = {
  PRICES: '/adm/tabela-tamanho-preco',
  ADDRESS: '/adm/dados-cadastrais',
  MERCADO_PAGO: '/adm/configuracoes/meio-de-pagamento/mercado-pago',
  WATERMARK: '/adm/configuracoes/marca-dagua',
};

export function Dashboard({
  studio: key,
  onChangeLogo,
}: {
  studio: Dashboard_studio$key;
  onChangeLogo?: () => void;
}) {
  const studio = useFragment(
    graphql`
      fragment Dashboard_studio on Studio {
        ...SetupChecklist_studio
        ...SalesOverview_studio
        ...PendingOrders_studio
      }
    `,
    key,
  );
  return (
    <div className={styles.dashboard}>
      <SetupChecklist studio={studio} onChangeLogo={onChangeLogo} />
      <SalesOverview studio={studio} />
      <PendingOrders studio={studio} />
    </div>
  );
}

function SetupChecklist({
  studio: key,
  onChangeLogo,
}: {
  studio: SetupChecklist_studio$key;
  onChangeLogo?: () => void;
}) {
  const { setupChecklist } = useFragment(
    graphql`
      fragment SetupChecklist_studio on Studio {
        setupChecklist { complete items { step label done } }
      }
    `,
    key,
  );
  if (setupChecklist.complete) return null;
  const done = setupChecklist.items.filter((item) => item.done).length;
  return (
    <section className={`${styles.card} ${styles.wide}`} aria-labelledby="setup-heading">
      <h2 id="setup-heading">Configure sua loja</h2>
      <p className="muted">
        {done} de {setupChecklist.items.length} passos concluídos. Esta lista some quando tudo estiver pronto.
      </p>
      <ul className={styles.checklist}>
        {setupChecklist.items.map((item) => (
          <li key={item.step} className={item.done ? styles.done : undefined}>
            <span className={styles.mark} aria-hidden="true">
              {item.done ? '✓' : '○'}
            </span>
            {item.done ? (
              <span>
                {item.label} <span className="visually-hidden">(concluído)</span>
              </span>
            ) : setupPages[item.step] ? (
              <Link to={setupPages[item.step]!}>{item.label}</Link>
            ) : (
              <button type="button" className="button-link" onClick={onChangeLogo}>
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function SalesOverview({ studio: key }: { studio: SalesOverview_studio$key }) {
  const { salesSummary } = useFragment(
    graphql`
      fragment SalesOverview_studio on Studio {
        salesSummary {
          today { orderCount totalCents }
          last7Days { orderCount totalCents }
          last30Days { orderCount totalCents }
          daily { day orderCount totalCents }
        }
      }
    `,
    key,
  );
  const figures = [
    ['Hoje', salesSummary.today],
    ['Últimos 7 dias', salesSummary.last7Days],
    ['Últimos 30 dias', salesSummary.last30Days],
  ] as const;
  return (
    <section className={styles.card} aria-labelledby="sales-heading">
      <h2 id="sales-heading">Vendas</h2>
      <dl className={styles.figures}>
        {figures.map(([label, figure]) => (
          <div key={label} className={styles.figure}>
            <dt>{label}</dt>
            <dd>
              <strong>{formatBrl(figure.totalCents)}</strong>
              <span className={`muted ${styles.count}`}>
                {formatCount(figure.orderCount, 'pedido pago', 'pedidos pagos')}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <SalesChart days={salesSummary.daily} />
    </section>
  );
}

function PendingOrders({ studio: key }: { studio: PendingOrders_studio$key }) {
  const { ordersNeedingAction } = useFragment(
    graphql`
      fragment PendingOrders_studio on Studio {
        ordersNeedingAction(first: 8) {
          totalCount
          edges {
            node { id orderId number eventSlug eventName customerName paidAt pendingActions }
          }
        }
      }
    `,
    key,
  );
  const orders = ordersNeedingAction.edges.map((edge) => edge.node);
  return (
    <section className={styles.card} aria-labelledby="actions-heading">
      <div className={styles.heading}>
        <h2 id="actions-heading">Pedidos aguardando você</h2>
        {ordersNeedingAction.totalCount > 0 && (
          <Link to="/adm/pedidos?acao=1">Ver todos ({ordersNeedingAction.totalCount})</Link>
        )}
      </div>
      {orders.length === 0 ? (
        <p className="muted">Nenhum pedido pago esperando liberação, envio ou aviso de retirada.</p>
      ) : (
        <ul className={styles.actions}>
          {orders.map((order) => (
            <li key={order.id}>
              <Link to={`/adm/pedidos/${order.eventSlug}/${order.orderId}`} className={styles.action}>
                <strong>
                  {order.pendingActions.map((action) => orderActionLabels[action as OrderAction]).join(' e ')}
                </strong>
                <span>
                  Pedido nº {order.number} · {order.customerName} · {order.eventName}
                </span>
                <span className="muted">Pago em {formatDateTime(order.paidAt as string | null)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
