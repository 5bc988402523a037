// One endpoint on the webhooks page: its address, events and state (on, off, turned off by the platform, failing
// since), with 'Registro de entregas', 'Enviar teste', 'Editar', 'Desativar'/'Ativar', 'Novo segredo' and 'Excluir'.
import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { WebhookEndpointCard_endpoint$key } from '../../../../../__generated__/WebhookEndpointCard_endpoint.graphql.ts';
import { ConfirmModal } from '../../../../../components/ConfirmModal.tsx';
import { useResultToast } from '../../../../../components/useResultToast.ts';
import {
  useDeleteWebhookEndpointMutation,
  useRotateWebhookEndpointSecretMutation,
  useSendTestWebhookMutation,
  useUpdateWebhookEndpointMutation,
} from '../mutations/useWebhookEndpointMutations.ts';
import styles from '../Webhooks.module.css';
import { EventChoices, type EventTypeOption } from './EventChoices.tsx';
import { WebhookSecret } from './WebhookSecret.tsx';

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

export function WebhookEndpointCard({
  endpoint,
  eventTypes,
}: {
  endpoint: WebhookEndpointCard_endpoint$key;
  eventTypes: readonly EventTypeOption[];
}) {
  const data = useFragment(
    graphql`
      fragment WebhookEndpointCard_endpoint on WebhookEndpoint {
        id
        endpointId
        url
        description
        events
        enabled
        disabledAt
        disabledReason
        failingSince
      }
    `,
    endpoint,
  );
  const [editing, setEditing] = useState(false);
  const [url, setUrl] = useState(data.url);
  const [description, setDescription] = useState(data.description);
  const [events, setEvents] = useState<string[]>([...data.events]);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [update, updating] = useUpdateWebhookEndpointMutation();
  const [rotate, rotating] = useRotateWebhookEndpointSecretMutation();
  const [remove, removing] = useDeleteWebhookEndpointMutation();
  const [test, testing] = useSendTestWebhookMutation();
  const { report, failed } = useResultToast();

  const startEditing = () => {
    setUrl(data.url);
    setDescription(data.description);
    setEvents([...data.events]);
    setEditing(true);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    update({ endpointId: data.id, url, description, events }).then((result) => {
      if (report(result)) setEditing(false);
    }, failed);
  };
  const labelOf = (type: string) => eventTypes.find((option) => option.type === type)?.label ?? type;

  return (
    <article className={`card ${styles.endpoint}`} aria-label={`Endpoint ${data.url}`}>
      <header className={styles.endpointHeader}>
        <div>
          <p className={styles.url}>{data.url}</p>
          {data.description && <p className="muted">{data.description}</p>}
        </div>
        <span className={data.enabled ? styles.on : styles.off}>{data.enabled ? 'Ativo' : 'Desativado'}</span>
      </header>
      {!data.enabled && data.disabledReason && (
        <p className="notice" role="status">
          {data.disabledReason}
          {data.disabledAt && ` (${dateTime.format(new Date(data.disabledAt as string))})`}
        </p>
      )}
      {data.enabled && data.failingSince && (
        <p className="notice" role="status">
          As entregas estão falhando desde {dateTime.format(new Date(data.failingSince as string))}. Após 3
          dias de falhas seguidas, o endpoint é desativado automaticamente.
        </p>
      )}
      {secret && <WebhookSecret url={data.url} secret={secret} onDone={() => setSecret(null)} />}
      {editing ? (
        <form onSubmit={save} aria-label={`Editar endpoint ${data.url}`}>
          <div className="field">
            <label htmlFor={`webhook-url-${data.endpointId}`}>Endereço (URL)</label>
            <input
              id={`webhook-url-${data.endpointId}`}
              type="url"
              value={url}
              onChange={(change) => setUrl(change.target.value)}
              required
            />
          </div>
          <div className="field">
            <label htmlFor={`webhook-description-${data.endpointId}`}>Descrição</label>
            <input
              id={`webhook-description-${data.endpointId}`}
              value={description}
              maxLength={200}
              onChange={(change) => setDescription(change.target.value)}
            />
          </div>
          <EventChoices options={eventTypes} chosen={events} onChange={setEvents} />
          <div className={styles.actions}>
            <button type="submit" className="button button-primary" disabled={updating || !events.length}>
              Salvar
            </button>
            <button type="button" className="button" onClick={() => setEditing(false)}>
              Cancelar
            </button>
          </div>
        </form>
      ) : (
        <ul className={styles.eventList} aria-label="Eventos">
          {data.events.map((type) => (
            <li key={type} title={labelOf(type)}>
              <code>{type}</code>
            </li>
          ))}
        </ul>
      )}
      {!editing && (
        <div className={styles.actions}>
          <Link className="button" to={`/adm/integracoes/webhooks/${data.endpointId}`}>
            Registro de entregas
          </Link>
          <button
            type="button"
            className="button"
            disabled={testing}
            onClick={() => test(data.id).then((result) => report(result), failed)}
          >
            Enviar teste
          </button>
          <button type="button" className="button" onClick={startEditing}>
            Editar
          </button>
          <button
            type="button"
            className="button"
            disabled={updating}
            onClick={() =>
              update({ endpointId: data.id, enabled: !data.enabled }).then((result) => report(result), failed)
            }
          >
            {data.enabled ? 'Desativar' : 'Ativar'}
          </button>
          <button
            type="button"
            className="button"
            disabled={rotating}
            onClick={() =>
              rotate(data.id).then((result) => {
                if (report(result) && result.secret) setSecret(result.secret);
              }, failed)
            }
          >
            Novo segredo
          </button>
          <button type="button" className="button button-danger" onClick={() => setConfirmDelete(true)}>
            Excluir
          </button>
        </div>
      )}
      <ConfirmModal
        open={confirmDelete}
        title="Excluir endpoint"
        confirmLabel="Excluir"
        busy={removing}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          remove(data.id).then((result) => {
            setConfirmDelete(false);
            report(result);
          }, failed)
        }
      >
        <p>
          Excluir o endpoint <span className={styles.url}>{data.url}</span>? Os eventos deixam de ser enviados
          para ele, e o registro de entregas é apagado.
        </p>
      </ConfirmModal>
    </article>
  );
}
