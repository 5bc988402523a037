// /plataforma/painel: the platform's figures (studios by state, sign-ups and sales per week with a chart, recurring
// revenue) and what needs a hand: failed jobs, e-mails given up, payments pending for more than a day; each retried.
import { useEffect } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useRevalidator } from 'react-router';
import type { PlatformDashboardRouteQuery } from '../../__generated__/PlatformDashboardRouteQuery.graphql.ts';
import { useResultToast } from '../../components/useResultToast.ts';
import { money, stateNames, when } from './format.ts';
import {
  useCheckPaymentNowMutation,
  useRetryFailedJobMutation,
  useRetryGivenUpEmailMutation,
} from './mutations/useRetryMutations.ts';
import styles from './Platform.module.css';
import { WeeklyChart } from './WeeklyChart.tsx';

export const platformDashboardRouteQuery = graphql`
  query PlatformDashboardRouteQuery {
    operatorConsole {
      figures {
        studiosByState { state count }
        monthlyRecurringRevenueCents
        signUpsPerWeek { week count }
        salesPerWeek { week count totalCents }
        sales30DaysCount
        sales30DaysTotalCents
      }
      failedJobs { id jobId name data error retryCount failedAt }
      givenUpEmails { id messageId kind toAddress subject reason lastAttemptAt }
      stalePayments { id paymentId studioName orderNumber amountCents method status createdAt }
    }
  }
`;

export function PlatformDashboardRoute() {
  const reference = useLoaderData() as PreloadedQuery<PlatformDashboardRouteQuery>;
  const { operatorConsole } = usePreloadedQuery<PlatformDashboardRouteQuery>(
    platformDashboardRouteQuery,
    reference,
  );
  const { figures, failedJobs, givenUpEmails, stalePayments } = operatorConsole;
  const revalidator = useRevalidator();
  const { report, failed } = useResultToast();
  const [retryJob, retryingJob] = useRetryFailedJobMutation();
  const [retryEmail, retryingEmail] = useRetryGivenUpEmailMutation();
  const [checkPayment, checking] = useCheckPaymentNowMutation();
  useEffect(() => {
    document.title = 'Plataforma: números e pendências';
  }, []);
  const done = (result: Parameters<typeof report>[0]) => {
    if (report(result)) void revalidator.revalidate();
  };

  return (
    <>
      <h1>Números da plataforma</h1>
      <div className={styles.figures}>
        {figures.studiosByState.map((row) => (
          <div key={row.state} className={`card ${styles.figure}`}>
            {stateNames[row.state] ?? row.state}
            <strong>{row.count}</strong>
          </div>
        ))}
        <div className={`card ${styles.figure}`}>
          Receita recorrente mensal
          <strong>{money(figures.monthlyRecurringRevenueCents)}</strong>
        </div>
        <div className={`card ${styles.figure}`}>
          Vendas pela plataforma em 30 dias
          <strong>{money(figures.sales30DaysTotalCents)}</strong>
          {figures.sales30DaysCount} pedidos pagos
        </div>
      </div>
      <div className={styles.grid}>
        <section className="card">
          <h2>Cadastros por semana</h2>
          <WeeklyChart
            title="Cadastros de lojas por semana"
            colour="#2563eb"
            bars={figures.signUpsPerWeek.map((row) => ({
              week: row.week,
              value: row.count,
              label: String(row.count),
            }))}
          />
        </section>
        <section className="card">
          <h2>Vendas por semana</h2>
          <WeeklyChart
            title="Vendas pela plataforma por semana, em reais"
            colour="#16a34a"
            bars={figures.salesPerWeek.map((row) => ({
              week: row.week,
              value: row.totalCents,
              label: row.totalCents ? `R$ ${Math.round(row.totalCents / 100).toLocaleString('pt-BR')}` : '0',
            }))}
          />
        </section>
      </div>

      <h2>Tarefas com falha</h2>
      {failedJobs.length === 0 ? (
        <p>Nenhuma tarefa com falha.</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th>Tarefa</th>
              <th>Dados</th>
              <th>Erro</th>
              <th>Falhou em</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {failedJobs.map((job) => (
              <tr key={job.id}>
                <td>{job.name}</td>
                <td className={styles.json}>{job.data}</td>
                <td>{job.error}</td>
                <td>{when(job.failedAt)}</td>
                <td>
                  <button
                    type="button"
                    className="button"
                    disabled={retryingJob}
                    onClick={() => retryJob(job.jobId).then(done, failed)}
                  >
                    Tentar de novo
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h2>E-mails que desistimos de enviar</h2>
      {givenUpEmails.length === 0 ? (
        <p>Nenhum e-mail sem entrega.</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th>Para</th>
              <th>Assunto</th>
              <th>Motivo</th>
              <th>Última tentativa</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {givenUpEmails.map((email) => (
              <tr key={email.id}>
                <td>{email.toAddress}</td>
                <td>{email.subject}</td>
                <td>{email.reason}</td>
                <td>{when(email.lastAttemptAt)}</td>
                <td>
                  <button
                    type="button"
                    className="button"
                    disabled={retryingEmail}
                    onClick={() => retryEmail(email.messageId).then(done, failed)}
                  >
                    Enviar de novo
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h2>Pagamentos pendentes há mais de um dia</h2>
      {stalePayments.length === 0 ? (
        <p>Nenhum pagamento pendente há mais de um dia.</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th>Loja</th>
              <th>Pedido</th>
              <th>Valor</th>
              <th>Forma</th>
              <th>Criado em</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {stalePayments.map((payment) => (
              <tr key={payment.id}>
                <td>{payment.studioName}</td>
                <td>{payment.orderNumber}</td>
                <td>{money(payment.amountCents)}</td>
                <td>{payment.method ?? '—'}</td>
                <td>{when(payment.createdAt)}</td>
                <td>
                  <button
                    type="button"
                    className="button"
                    disabled={checking}
                    onClick={() => checkPayment(payment.paymentId).then(done, failed)}
                  >
                    Consultar o Mercado Pago agora
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
