// One message of the delivery log: its event, when it was made, its state, each attempt (time, answer, duration,
// whether it was manual), the body sent, and 'Reenviar'.
import { graphql, useFragment } from 'react-relay/hooks';
import type { WebhookMessageRow_message$key } from '../../../../../__generated__/WebhookMessageRow_message.graphql.ts';
import { useResultToast } from '../../../../../components/useResultToast.ts';
import dataTable from '../../../components/DataTable.module.css';
import { useRedeliverWebhookMessageMutation } from '../mutations/useRedeliverWebhookMessageMutation.ts';
import styles from '../Webhooks.module.css';

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'medium' });
const statusLabels: Record<string, string> = {
  PENDING: 'Pendente',
  DELIVERED: 'Entregue',
  FAILED: 'Falhou',
};

export function WebhookMessageRow({ message }: { message: WebhookMessageRow_message$key }) {
  const data = useFragment(
    graphql`
      fragment WebhookMessageRow_message on WebhookMessage {
        id
        webhookId
        eventType
        status
        createdAt
        nextAttemptAt
        body
        attempts { id startedAt durationMs statusCode error responseBody manual }
      }
    `,
    message,
  );
  const [redeliver, redelivering] = useRedeliverWebhookMessageMutation();
  const { report, failed } = useResultToast();
  const bodyText = (() => {
    try {
      return JSON.stringify(JSON.parse(data.body), null, 2);
    } catch {
      return data.body;
    }
  })();

  return (
    <article className={`card ${styles.message}`} aria-label={`Mensagem ${data.eventType}`}>
      <header className={styles.messageHeader}>
        <div>
          <code>{data.eventType}</code>{' '}
          <span className="muted">{dateTime.format(new Date(data.createdAt as string))}</span>
          <br />
          <span className={`muted ${styles.mono}`}>webhook-id: {data.webhookId}</span>
        </div>
        <span className={styles[`status${data.status}`]}>{statusLabels[data.status] ?? data.status}</span>
        <button
          type="button"
          className="button"
          disabled={redelivering}
          onClick={() => redeliver(data.id).then((result) => report(result), failed)}
        >
          Reenviar
        </button>
      </header>
      {data.status === 'PENDING' && data.nextAttemptAt && (
        <p className="muted">Próxima tentativa: {dateTime.format(new Date(data.nextAttemptAt as string))}</p>
      )}
      {data.attempts.length === 0 ? (
        <p className="muted">Nenhuma tentativa ainda.</p>
      ) : (
        <div className={dataTable.scroll}>
          <table className={`${dataTable.table} ${styles.table}`}>
            <thead>
              <tr>
                <th scope="col">Horário</th>
                <th scope="col">Resultado</th>
                <th scope="col">Duração</th>
                <th scope="col">Resposta</th>
              </tr>
            </thead>
            <tbody>
              {data.attempts.map((attempt) => {
                const status = attempt.statusCode ?? null;
                const ok = status !== null && status >= 200 && status < 300;
                return (
                  <tr key={attempt.id}>
                    <td>
                      {dateTime.format(new Date(attempt.startedAt as string))}
                      {attempt.manual && <span className="muted"> (manual)</span>}
                    </td>
                    <td className={ok ? styles.ok : styles.failed}>
                      {status !== null ? `HTTP ${status}` : 'Sem resposta'}
                      {attempt.error && !ok && <div className="muted">{attempt.error}</div>}
                    </td>
                    <td>{attempt.durationMs} ms</td>
                    <td className={styles.mono}>{attempt.responseBody || '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <details>
        <summary>Corpo enviado</summary>
        <pre className={styles.body}>{bodyText}</pre>
      </details>
    </article>
  );
}
