// 'Publicação': whether customers see the event (a new one is a draft: not listed, gallery closed) and the day it
// took place, which the gallery and the lists show instead of the creation day.
import { type FormEvent, useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PublishPanel_event$key } from '../../../../__generated__/PublishPanel_event.graphql.ts';
import { useResultToast } from '../../../../components/useResultToast.ts';
import { formatLongDay } from '../../../../format.ts';
import { useSetEventDateMutation } from '../../mutations/useSetEventDateMutation.ts';
import { useSetEventPublishedMutation } from '../../mutations/useSetEventPublishedMutation.ts';
import styles from './PublishPanel.module.css';

export function PublishPanel({ event }: { event: PublishPanel_event$key }) {
  const data = useFragment(
    graphql`
      fragment PublishPanel_event on Event {
        slug
        published
        eventDate
        day
      }
    `,
    event,
  );
  const { report, failed } = useResultToast();
  const [setPublished, publishing] = useSetEventPublishedMutation();
  const [setDate, savingDate] = useSetEventDateMutation();
  const [date, setDateField] = useState(data.eventDate ?? '');
  useEffect(() => setDateField(data.eventDate ?? ''), [data.eventDate]);

  const saveDate = (submitted: FormEvent) => {
    submitted.preventDefault();
    setDate(data.slug, date).then((result) => report(result), failed);
  };

  return (
    <section className={styles.panel} aria-label="Publicação">
      <p className={styles.status}>
        <strong className={data.published ? styles.published : styles.draft}>
          {data.published ? 'Publicado' : 'Rascunho'}
        </strong>{' '}
        {data.published
          ? 'A galeria aparece na loja e está aberta aos clientes.'
          : 'Só você vê este evento: ele não aparece na loja e a galeria não abre para clientes.'}
      </p>
      <button
        type="button"
        className={data.published ? 'button' : 'button button-primary'}
        disabled={publishing}
        onClick={() => setPublished(data.slug, !data.published).then((result) => report(result), failed)}
      >
        {data.published ? 'Despublicar' : 'Publicar evento'}
      </button>
      <form className={styles.date} onSubmit={saveDate}>
        <label htmlFor="event-date">Data do evento</label>
        <input
          id="event-date"
          className="input"
          type="date"
          min="1900-01-01"
          max="2199-12-31"
          value={date}
          onChange={(changed) => setDateField(changed.target.value)}
          aria-describedby="event-date-shown"
        />
        <button type="submit" className="button" disabled={savingDate || date === (data.eventDate ?? '')}>
          Salvar data
        </button>
        <span id="event-date-shown" className="muted">
          {data.eventDate
            ? `Os clientes veem ${formatLongDay(data.day)}.`
            : `Sem data: os clientes veem o dia da criação, ${formatLongDay(data.day)}.`}
        </span>
      </form>
    </section>
  );
}
