// 'Encerrar as vendas em': the instant the gallery closes (São Paulo time), optional. Once it passed, the event
// reads 'Galeria encerrada em ...' with 'Prorrogar' (a new date) and 'Reabrir' (no date at all).
import { type FormEvent, useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { saoPauloFields, saoPauloInstant } from '../../../../../../server/domain/event-expiry.ts';
import type { ExpiryPanel_event$key } from '../../../../__generated__/ExpiryPanel_event.graphql.ts';
import { useResultToast } from '../../../../components/useResultToast.ts';
import { formatDateTime } from '../../../../format.ts';
import { useSetEventExpiryMutation } from '../../mutations/useSetEventExpiryMutation.ts';
import styles from './PublishPanel.module.css';

export function ExpiryPanel({ event }: { event: ExpiryPanel_event$key }) {
  const data = useFragment(
    graphql`
      fragment ExpiryPanel_event on Event {
        slug
        expiresAt
        expired
      }
    `,
    event,
  );
  const { report, failed } = useResultToast();
  const [setExpiry, saving] = useSetEventExpiryMutation();
  const stored = data.expiresAt && !data.expired ? saoPauloFields(new Date(data.expiresAt)) : null;
  const [day, setDay] = useState(stored?.day ?? '');
  const [time, setTime] = useState(stored?.time ?? '23:59');
  useEffect(() => {
    const fields = data.expiresAt && !data.expired ? saoPauloFields(new Date(data.expiresAt)) : null;
    setDay(fields?.day ?? '');
    setTime(fields?.time ?? '23:59');
  }, [data.expiresAt, data.expired]);

  const save = (submitted: FormEvent) => {
    submitted.preventDefault();
    const instant = saoPauloInstant(day, time);
    if (!instant) {
      report({ __typename: 'EventExpiryError', message: 'Informe a data e a hora do encerramento' });
      return;
    }
    setExpiry(data.slug, instant.toISOString()).then((result) => report(result), failed);
  };
  const clear = () => setExpiry(data.slug, null).then((result) => report(result), failed);

  return (
    <section className={styles.panel} aria-label="Encerramento">
      {data.expired && data.expiresAt ? (
        <p className={styles.status}>
          <strong className={styles.draft}>Encerrada</strong> Galeria encerrada em{' '}
          {formatDateTime(data.expiresAt)}. Os clientes veem a página 'Galeria encerrada' e nada é vendido;
          pedidos pagos continuam baixando pelo prazo do estúdio.
        </p>
      ) : (
        <p className={styles.status}>
          {data.expiresAt
            ? `As vendas se encerram em ${formatDateTime(data.expiresAt)} (horário de Brasília).`
            : 'Sem data de encerramento: a galeria vende enquanto estiver publicada.'}
        </p>
      )}
      <form className={styles.date} onSubmit={save}>
        <label htmlFor="event-expiry-day">{data.expired ? 'Nova data' : 'Encerrar as vendas em'}</label>
        <input
          id="event-expiry-day"
          className="input"
          type="date"
          min="2000-01-01"
          max="2199-12-31"
          value={day}
          onChange={(changed) => setDay(changed.target.value)}
        />
        <input
          id="event-expiry-time"
          aria-label="Hora do encerramento"
          className="input"
          type="time"
          value={time}
          onChange={(changed) => setTime(changed.target.value)}
        />
        <button type="submit" className="button" disabled={saving || !day}>
          {data.expired ? 'Prorrogar' : 'Salvar encerramento'}
        </button>
        {data.expiresAt && (
          <button type="button" className="button" disabled={saving} onClick={clear}>
            {data.expired ? 'Reabrir' : 'Remover data'}
          </button>
        )}
      </form>
    </section>
  );
}
