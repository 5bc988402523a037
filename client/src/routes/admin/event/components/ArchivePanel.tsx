// 'Arquivar evento' and 'Restaurar': the event's originals moved to colder storage and back by a job, with its
// progress bar ('Arquivando… 1.234 de 5.000 fotos') polled while it runs, the date it was archived and any failure.
import { useEffect, useId, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import type { ArchivePanel_event$key } from '../../../../__generated__/ArchivePanel_event.graphql.ts';
import { ConfirmModal } from '../../../../components/ConfirmModal.tsx';
import { useResultToast } from '../../../../components/useResultToast.ts';
import { formatDateTime } from '../../../../format.ts';
import { useArchiveEventMutation } from '../../mutations/useArchiveEventMutation.ts';
import { useRestoreEventMutation } from '../../mutations/useRestoreEventMutation.ts';
import styles from './PublishPanel.module.css';

const archivePollMs = 2000;

const progressQuery = graphql`
  query ArchivePanelProgressQuery($id: ID!) {
    node(id: $id) { ... on Event { id archive { status archivedAt previewsDropped total done error } } }
  }
`;

const count = (value: number) => value.toLocaleString('pt-BR');

export function ArchivePanel({ event }: { event: ArchivePanel_event$key }) {
  const data = useFragment(
    graphql`
      fragment ArchivePanel_event on Event {
        id
        slug
        archive { status archivedAt previewsDropped total done error }
      }
    `,
    event,
  );
  const environment = useRelayEnvironment();
  const { report, failed } = useResultToast();
  const [archive, archiving] = useArchiveEventMutation();
  const [restore, restoring] = useRestoreEventMutation();
  const [confirming, setConfirming] = useState(false);
  const [dropPreviews, setDropPreviews] = useState(false);
  const dropId = useId();
  const { status, total, done, error } = data.archive;
  const running = status === 'ARCHIVING' || status === 'RESTORING';

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      fetchQuery(environment, progressQuery, { id: data.id }, { fetchPolicy: 'network-only' }).subscribe({});
    }, archivePollMs);
    return () => clearInterval(timer);
  }, [environment, running, data.id]);

  const start = () =>
    archive(data.slug, dropPreviews).then((result) => {
      setConfirming(false);
      report(result);
    }, failed);

  return (
    <section className={styles.panel} aria-label="Arquivo">
      {running ? (
        <div className={styles.status}>
          <label>
            {status === 'ARCHIVING' ? 'Arquivando…' : 'Restaurando…'} {count(done)} de {count(total)} fotos
            <progress max={total || 1} value={done} style={{ display: 'block', width: '100%' }} />
          </label>
        </div>
      ) : status === 'ARCHIVED' ? (
        <p className={styles.status}>
          <strong className={styles.draft}>Arquivado</strong> Arquivado em{' '}
          {data.archive.archivedAt ? formatDateTime(data.archive.archivedAt) : ''}. As fotos originais estão
          no armazenamento de arquivo; a galeria não vende nem recebe fotos até ser restaurada.
          {data.archive.previewsDropped
            ? ' As prévias foram apagadas: a galeria fica vazia até restaurar.'
            : ''}
        </p>
      ) : (
        <p className={styles.status}>
          Arquivar move as fotos originais para um armazenamento mais barato. Pedidos pagos continuam
          baixando.
        </p>
      )}
      {error && (
        <p className={styles.status} role="alert">
          {error}
        </p>
      )}
      <div className={styles.date}>
        {(status === null || (status === 'ARCHIVING' && error) || (status === 'RESTORING' && error)) && (
          <button type="button" className="button" disabled={archiving} onClick={() => setConfirming(true)}>
            Arquivar evento
          </button>
        )}
        {(status === 'ARCHIVED' || (running && error)) && (
          <button
            type="button"
            className="button"
            disabled={restoring}
            onClick={() => restore(data.slug).then((result) => report(result), failed)}
          >
            Restaurar
          </button>
        )}
      </div>
      <ConfirmModal
        open={confirming}
        title="Arquivar evento"
        confirmLabel="Arquivar"
        busy={archiving}
        onCancel={() => setConfirming(false)}
        onConfirm={start}
      >
        <p>
          As fotos originais deste evento serão movidas para um armazenamento mais barato. Pedidos já pagos
          continuam baixando; a galeria deixa de vender e de receber fotos até você clicar em Restaurar.
        </p>
        <label htmlFor={dropId}>
          <input
            id={dropId}
            type="checkbox"
            checked={dropPreviews}
            onChange={(changed) => setDropPreviews(changed.target.checked)}
          />{' '}
          Apagar também as prévias (a galeria fica vazia até restaurar)
        </label>
      </ConfirmModal>
    </section>
  );
}
