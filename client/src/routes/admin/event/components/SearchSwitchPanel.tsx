// An event's search switch (by race number, by selfie): off by default; on, the photos are read in the background
// and the progress shows here (asked again when photos are added, then every few seconds until every photo, new
// uploads included, is read); off deletes what was read, after a confirmation when the panel asks for one.
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { fetchQuery, type GraphQLTaggedNode, useRelayEnvironment } from 'react-relay/hooks';
import { ConfirmModal } from '../../../../components/ConfirmModal.tsx';
import { useResultToast } from '../../../../components/useResultToast.ts';
import { AdminCard } from '../../components/AdminCard.tsx';
import { type BacklogFigures, IndexingBacklog } from './IndexingBacklog.tsx';
import styles from './SearchSwitchPanel.module.css';

export const searchProgressPollMs = 3000;

type Result = { __typename: string; message?: string } | null | undefined;

export interface SearchSwitchTexts {
  title: string;
  switchLabel: string;
  explanation: ReactNode;
  /** While photos are still being read. */
  reading: (indexed: number, total: number) => string;
  /** Once every one of the event's photos (at least one) was read. */
  done: (total: number) => string;
  /** Names the search in the backlog line ('Busca por selfie: 12.340 fotos na fila, cerca de 41 min'). */
  backlogLabel: string;
  /** Asked before turning the search off; without it the switch turns off at once. */
  confirmOff?: { title: string; text: string; button: string };
}

export function SearchSwitchPanel({
  eventId,
  photoCount,
  enabled,
  progress,
  backlog,
  progressQuery,
  setEnabled,
  saving,
  texts,
}: {
  eventId: string;
  /** Every photo of the event: when it changes (an upload finished), the progress is asked again. */
  photoCount: number;
  enabled: boolean;
  progress: { indexed: number; total: number; processing: number };
  /** How far behind the reading is (photos waiting, time left at the recent pace). */
  backlog: BacklogFigures;
  /** Refetches the event's switch and progress by its id ($id), into the store the panel reads. */
  progressQuery: GraphQLTaggedNode;
  setEnabled: (enabled: boolean) => Promise<Result>;
  saving: boolean;
  texts: SearchSwitchTexts;
}) {
  const environment = useRelayEnvironment();
  const { report, failed } = useResultToast();
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  // Photos still being processed after an upload are read once ready: they count as waiting to be read.
  const indexed = progress.indexed;
  const total = progress.total + progress.processing;
  const reading = enabled && indexed < total;

  useEffect(() => {
    if (!reading) return;
    const timer = setInterval(() => {
      fetchQuery(environment, progressQuery, { id: eventId }, { fetchPolicy: 'network-only' }).subscribe({});
    }, searchProgressPollMs);
    return () => clearInterval(timer);
  }, [environment, progressQuery, reading, eventId]);

  // New photos arrived (or some were deleted): ask once, and the polling above follows while any wait.
  const countSeen = useRef(photoCount);
  useEffect(() => {
    if (countSeen.current === photoCount) return;
    countSeen.current = photoCount;
    if (enabled)
      fetchQuery(environment, progressQuery, { id: eventId }, { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment, progressQuery, photoCount, enabled, eventId]);

  const change = (next: boolean) => setEnabled(next).then((result) => report(result), failed);

  return (
    <AdminCard title={texts.title} titleId={titleId}>
      <label className={styles.switch}>
        <input
          type="checkbox"
          checked={enabled}
          disabled={saving}
          onChange={(event) => {
            const next = event.currentTarget.checked;
            if (!next && texts.confirmOff) setConfirming(true);
            else change(next);
          }}
        />
        {texts.switchLabel}
      </label>
      {texts.explanation}
      {enabled &&
        (reading ? (
          <p className={styles.progress} role="status">
            <progress value={indexed} max={total} />
            {texts.reading(indexed, total)}
          </p>
        ) : (
          <p className={styles.progress} role="status">
            {total === 0 ? 'As fotos serão lidas assim que forem enviadas.' : texts.done(total)}
          </p>
        ))}
      {reading && <IndexingBacklog label={texts.backlogLabel} backlog={backlog} />}
      {texts.confirmOff && (
        <ConfirmModal
          open={confirming}
          title={texts.confirmOff.title}
          confirmLabel={texts.confirmOff.button}
          busy={saving}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            change(false);
          }}
        >
          <p>{texts.confirmOff.text}</p>
        </ConfirmModal>
      )}
    </AdminCard>
  );
}
