// 'Avise-me quando eu aparecer': shown when the gallery offers a photo search (by number or by selfie). A customer
// leaves an e-mail with their race number and/or a selfie (two consents: the selfie search's, and keeping the face
// until the event's search closes). The alert e-mail's link opens the gallery with ?alerta=&acesso=: the photos it
// found replace the grid, as a search's results do, until 'Ver todas as fotos'.
import { type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import { useSearchParams } from 'react-router';
import type { Disposable } from 'relay-runtime';
import { maxSelfieBytes, selfieMessages } from '../../../../../../server/domain/face-match.ts';
import { checkPhotoAlert, PhotoAlertError } from '../../../../../../server/domain/photo-alerts.ts';
import type { PhotoAlerts_event$key } from '../../../../__generated__/PhotoAlerts_event.graphql.ts';
import type { PhotoAlertsFormQuery } from '../../../../__generated__/PhotoAlertsFormQuery.graphql.ts';
import { Modal } from '../../../../components/Modal.tsx';
import { errorMessage } from '../../../../relay/mutations.ts';
import { useCreatePhotoAlertMutation } from '../mutations/useCreatePhotoAlertMutation.ts';
import { useFollowPhotoAlertMutation } from '../mutations/useFollowPhotoAlertMutation.ts';
import { type FoundPhoto, FoundPhotos } from './FoundPhotos.tsx';
import styles from './PhotoAlerts.module.css';
import type { PhotoRef } from './PhotoTile.tsx';
import { SearchSummary } from './SearchSummary.tsx';

const sendFailedMessage = 'Não foi possível criar o aviso. Verifique a sua conexão e tente novamente.';

export function PhotoAlerts({
  event,
  eventSlug,
  onToggle,
  children,
}: {
  event: PhotoAlerts_event$key;
  eventSlug: string;
  onToggle: ((photo: PhotoRef) => void) | null;
  /** The gallery's searches and grid, shown while no alert's photos are. */
  children: ReactNode;
}) {
  const data = useFragment(
    graphql`
      fragment PhotoAlerts_event on Event {
        bibSearch
        faceSearch
      }
    `,
    event,
  );
  const [open, setOpen] = useState(false);
  const hintId = useId();
  const [params, setParams] = useSearchParams();
  const alertId = params.get('alerta');
  const accessCode = params.get('acesso');
  const offered = data.bibSearch || data.faceSearch;
  return (
    <>
      <Modal open={open} title="Avise-me quando eu aparecer" onClose={() => setOpen(false)}>
        {open && (
          <Suspense fallback={<p role="status">Carregando…</p>}>
            <PhotoAlertForm eventSlug={eventSlug} onDone={() => setOpen(false)} />
          </Suspense>
        )}
      </Modal>
      {alertId && accessCode ? (
        <AlertPhotos
          key={alertId}
          alertId={alertId}
          accessCode={accessCode}
          onToggle={onToggle}
          onClear={() =>
            setParams(
              (current) => {
                current.delete('alerta');
                current.delete('acesso');
                return current;
              },
              { replace: true },
            )
          }
        />
      ) : (
        children
      )}
      {/* After the searches and the gallery: on a phone both searches stay in the top of the screen. */}
      {offered && (
        <div className={styles.bar}>
          <button
            type="button"
            className="button"
            aria-haspopup="dialog"
            aria-describedby={hintId}
            onClick={() => setOpen(true)}
          >
            Avise-me quando eu aparecer
          </button>
          <span id={hintId} className={styles.hint}>
            Receba um e-mail quando fotos novas suas forem publicadas
          </span>
        </div>
      )}
    </>
  );
}

/** The photos an alert e-mail links to, asked once per link opened. */
function AlertPhotos({
  alertId,
  accessCode,
  onToggle,
  onClear,
}: {
  alertId: string;
  accessCode: string;
  onToggle: ((photo: PhotoRef) => void) | null;
  onClear: () => void;
}) {
  const [follow] = useFollowPhotoAlertMutation();
  // Asked once per link: the hook's function is new at every render.
  const followOnce = useRef(follow);
  const [found, setFound] = useState<{ photos: readonly FoundPhoto[] } | { problem: string } | null>(null);
  const hold = useRef<Disposable | null>(null);
  useEffect(() => {
    let current = true;
    followOnce.current({ alertId, accessCode }).then(
      ({ result, hold: answer }) => {
        if (!current) return answer.dispose();
        hold.current = answer;
        if (result.__typename === 'FollowPhotoAlertPayload') setFound({ photos: result.photos ?? [] });
        else setFound({ problem: errorMessage(result) || sendFailedMessage });
      },
      () => current && setFound({ problem: 'Não foi possível abrir as fotos do aviso. Tente novamente.' }),
    );
    return () => {
      current = false;
      hold.current?.dispose();
      hold.current = null;
    };
  }, [alertId, accessCode]);
  if (!found) return <p className="centered-message">Buscando as fotos do seu aviso…</p>;
  if ('problem' in found) {
    return (
      <SearchSummary role="alert" onClear={onClear}>
        {found.problem}
      </SearchSummary>
    );
  }
  const count = found.photos.length;
  return (
    <>
      <SearchSummary role="status" onClear={onClear}>
        {count === 0
          ? 'As fotos deste aviso não estão mais na galeria.'
          : count === 1
            ? '1 foto encontrada pelo seu aviso'
            : `${count} fotos encontradas pelo seu aviso`}
      </SearchSummary>
      {count > 0 && <FoundPhotos photos={found.photos} label="Fotos do seu aviso" onToggle={onToggle} />}
    </>
  );
}

/** The form: e-mail, number and/or selfie, the consents, and the answer. */
function PhotoAlertForm({ eventSlug, onDone }: { eventSlug: string; onDone: () => void }) {
  const { gallerySession } = useLazyLoadQuery<PhotoAlertsFormQuery>(
    graphql`
      query PhotoAlertsFormQuery($slug: String!) {
        gallerySession(eventSlug: $slug) {
          event {
            photoAlertForm {
              intro
              byNumber
              bySelfie
              selfieConsentSummary
              selfieConsentParagraphs
              selfieConsentLabel
              keepFaceParagraphs
              keepFaceLabel
            }
          }
        }
      }
    `,
    { slug: eventSlug },
  );
  const [create, sending] = useCreatePhotoAlertMutation();
  const [email, setEmail] = useState('');
  const [raceNumber, setRaceNumber] = useState('');
  const [selfie, setSelfie] = useState<File | null>(null);
  const [selfieConsent, setSelfieConsent] = useState(false);
  const [keepFaceConsent, setKeepFaceConsent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = gallerySession?.event.photoAlertForm;
  if (!form) return <p role="alert">Os avisos de novas fotos não estão disponíveis nesta galeria.</p>;
  if (done) {
    return (
      <div className={styles.panel}>
        <p className="notice notice-success" role="status">
          {done}
        </p>
        <button type="button" className="button button-primary" onClick={onDone}>
          Fechar
        </button>
      </div>
    );
  }

  const submit = () => {
    const fields = { email, raceNumber: raceNumber || null, selfieConsent, keepFaceConsent };
    try {
      checkPhotoAlert(
        { ...fields, withSelfie: Boolean(selfie) },
        { number: form.byNumber, selfie: form.bySelfie },
      );
    } catch (error) {
      if (!(error instanceof PhotoAlertError)) throw error;
      setProblem(error.message);
      return;
    }
    setProblem(null);
    create(fields, selfie).then(
      (result) => {
        if (result.__typename === 'CreatePhotoAlertPayload') setDone(result.message ?? '');
        else setProblem(errorMessage(result) || sendFailedMessage);
      },
      () => setProblem(sendFailedMessage),
    );
  };
  return (
    <form
      className={styles.panel}
      noValidate
      onSubmit={(submitEvent) => {
        submitEvent.preventDefault();
        submit();
      }}
    >
      <p>{form.intro}</p>
      <label className={styles.field}>
        E-mail
        <input
          className="input"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(change) => setEmail(change.currentTarget.value)}
        />
      </label>
      {form.byNumber && (
        <label className={styles.field}>
          Número de peito
          <input
            className="input"
            inputMode="numeric"
            autoComplete="off"
            value={raceNumber}
            onChange={(change) => setRaceNumber(change.currentTarget.value)}
          />
        </label>
      )}
      {form.bySelfie && (
        <fieldset className={styles.selfie}>
          <legend>Selfie {form.byNumber ? '(opcional)' : ''}</legend>
          <label className={`button ${styles.pick}`}>
            <input
              type="file"
              accept="image/*"
              capture="user"
              className="visually-hidden"
              onChange={(change) => {
                const file = change.currentTarget.files?.[0] ?? null;
                if (file && file.size > maxSelfieBytes) {
                  setProblem(selfieMessages.tooLarge);
                  return;
                }
                setSelfie(file);
              }}
            />
            {selfie ? 'Trocar a selfie' : 'Escolher selfie'}
          </label>
          {selfie && (
            <button type="button" className="button" onClick={() => setSelfie(null)}>
              Sem selfie
            </button>
          )}
          {selfie && (
            <>
              <p>{form.selfieConsentSummary}</p>
              <details className={styles.fullText}>
                <summary>Ler o texto completo</summary>
                {form.selfieConsentParagraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </details>
              <label className={styles.consent}>
                <input
                  type="checkbox"
                  checked={selfieConsent}
                  onChange={(change) => setSelfieConsent(change.currentTarget.checked)}
                />
                {form.selfieConsentLabel}
              </label>
              <details className={styles.fullText} open>
                <summary>Como guardamos o seu rosto para o aviso</summary>
                {form.keepFaceParagraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </details>
              <label className={styles.consent}>
                <input
                  type="checkbox"
                  checked={keepFaceConsent}
                  onChange={(change) => setKeepFaceConsent(change.currentTarget.checked)}
                />
                {form.keepFaceLabel}
              </label>
            </>
          )}
        </fieldset>
      )}
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={sending}>
        {sending ? 'Enviando…' : 'Quero ser avisado'}
      </button>
    </form>
  );
}
