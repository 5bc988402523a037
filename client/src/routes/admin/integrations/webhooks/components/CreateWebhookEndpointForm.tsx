// 'Adicionar endpoint': the address, a description and the events; the signing secret comes back once and is shown
// by WebhookSecret until the member hides it.
import { type FormEvent, useState } from 'react';
import { useResultToast } from '../../../../../components/useResultToast.ts';
import settings from '../../../settings/SettingsRoute.module.css';
import { useCreateWebhookEndpointMutation } from '../mutations/useWebhookEndpointMutations.ts';
import { EventChoices, type EventTypeOption } from './EventChoices.tsx';
import { WebhookSecret } from './WebhookSecret.tsx';

export function CreateWebhookEndpointForm({ eventTypes }: { eventTypes: readonly EventTypeOption[] }) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<string[]>(['order.paid']);
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const [create, creating] = useCreateWebhookEndpointMutation();
  const { report, failed } = useResultToast();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create({ url, description, events }).then((result) => {
      if (!report(result) || !result.secret || !result.endpoint) return;
      setCreated({ url: result.endpoint.url, secret: result.secret });
      setUrl('');
      setDescription('');
      setEvents(['order.paid']);
    }, failed);
  };

  return (
    <>
      {created && <WebhookSecret {...created} onDone={() => setCreated(null)} />}
      <form className={`card ${settings.form}`} onSubmit={submit} aria-label="Adicionar endpoint">
        <h2>Adicionar endpoint</h2>
        <div className="field">
          <label htmlFor="webhook-url">Endereço (URL)</label>
          <input
            id="webhook-url"
            type="url"
            inputMode="url"
            value={url}
            onChange={(change) => setUrl(change.target.value)}
            placeholder="https://seu-sistema.com.br/webhooks/revela"
            required
          />
          <span className="field-hint">
            Um endereço https de um servidor público. Ele recebe um POST com JSON a cada evento escolhido.
          </span>
        </div>
        <div className="field">
          <label htmlFor="webhook-description">Descrição (opcional)</label>
          <input
            id="webhook-description"
            value={description}
            maxLength={200}
            onChange={(change) => setDescription(change.target.value)}
            placeholder="ERP da loja, laboratório de impressão..."
          />
        </div>
        <EventChoices options={eventTypes} chosen={events} onChange={setEvents} />
        <button type="submit" className="button button-primary" disabled={creating || !events.length}>
          Adicionar endpoint
        </button>
      </form>
    </>
  );
}
