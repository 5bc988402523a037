// 'Encontrar minhas fotos': shown when the studio turned on the search by selfie for the event. The panel shows the
// consent text (read only when opened) and, once it is accepted, takes or picks a selfie; the photos with a matching
// face replace the gallery's grid, best first, until 'Ver todas as fotos'. The selfie lives only until its answer.
// The phone's Back closes the panel.
import { type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import type { Disposable } from 'relay-runtime';
import { maxSelfieBytes, selfieMessages } from '../../../../../../server/domain/face-match.ts';
import type { SelfieSearch_event$key } from '../../../../__generated__/SelfieSearch_event.graphql.ts';
import type { SelfieSearchConsentQuery } from '../../../../__generated__/SelfieSearchConsentQuery.graphql.ts';
import { Modal } from '../../../../components/Modal.tsx';
import { useBackCloses } from '../../../../components/useBackCloses.ts';
import { errorMessage } from '../../../../relay/mutations.ts';
import { useSearchPhotosBySelfieMutation } from '../mutations/useSearchPhotosBySelfieMutation.ts';
import { type FoundPhoto, FoundPhotos } from './FoundPhotos.tsx';
import type { PhotoRef } from './PhotoTile.tsx';
import { SearchSummary } from './SearchSummary.tsx';
import styles from './SelfieSearch.module.css';

const maxSelfieMegabytes = Math.round(maxSelfieBytes / (1024 * 1024));
const sendFailedMessage = 'Não foi possível enviar a selfie. Verifique a sua conexão e tente novamente.';

/** Why a file cannot go as a selfie, or null: a photo over the limit is refused before it is uploaded, not after. */
function selfieFileProblem(file: File): string | null {
  // Some browsers give a HEIC photo no type at all: the server reads what the file holds.
  if (file.type && !file.type.startsWith('image/')) return selfieMessages.unreadable;
  if (file.size > maxSelfieBytes) return selfieMessages.tooLarge;
  return null;
}

export function SelfieSearch({
  event,
  eventSlug,
  onToggle,
  children,
}: {
  event: SelfieSearch_event$key;
  eventSlug: string;
  onToggle: ((photo: PhotoRef) => void) | null;
  /** The gallery's grid, shown while no selfie was searched. */
  children: ReactNode;
}) {
  const data = useFragment(
    graphql`
      fragment SelfieSearch_event on Event {
        faceSearch
      }
    `,
    event,
  );
  const hintId = useId();
  const [open, setOpen] = useState(false);
  const [found, setFound] = useState<readonly FoundPhoto[] | null>(null);
  // The store keeps the found photos while they are on screen; an answer that arrives after the panel was closed
  // is dropped.
  const hold = useRef<Disposable | null>(null);
  const panelOpen = useRef(false);
  useEffect(() => () => hold.current?.dispose(), []);
  const show = (next: boolean) => {
    panelOpen.current = next;
    setOpen(next);
  };
  useBackCloses(open, () => show(false));
  if (!data.faceSearch) return <>{children}</>;

  const release = () => {
    hold.current?.dispose();
    hold.current = null;
  };
  const onFound = (photos: readonly FoundPhoto[], answer: Disposable) => {
    if (!panelOpen.current) return answer.dispose();
    release();
    hold.current = answer;
    setFound(photos);
    show(false);
  };
  return (
    <>
      <div className={styles.bar}>
        <button
          type="button"
          className="button button-primary"
          aria-haspopup="dialog"
          aria-describedby={hintId}
          onClick={() => show(true)}
        >
          Encontrar minhas fotos
        </button>
        <span id={hintId} className={styles.hint}>
          Busca pela selfie
        </span>
      </div>
      <Modal open={open} title="Como usamos a sua selfie" onClose={() => show(false)}>
        <Suspense fallback={<p role="status">Carregando…</p>}>
          <SelfiePanel eventSlug={eventSlug} onFound={onFound} />
        </Suspense>
      </Modal>
      {found === null ? (
        children
      ) : (
        <SelfieResults
          photos={found}
          onToggle={onToggle}
          onClear={() => {
            release();
            setFound(null);
          }}
        />
      )}
    </>
  );
}

/** The two ways to give the selfie: the front camera, or a photo already on the device. */
const ways = [
  { text: 'Tirar selfie', button: 'button button-primary', capture: 'user' },
  { text: 'Escolher foto', button: 'button', capture: undefined },
] as const;

/** The consent text and checkbox, then the two ways of sending a selfie, its preview and the search's progress. */
function SelfiePanel({
  eventSlug,
  onFound,
}: {
  eventSlug: string;
  onFound: (photos: readonly FoundPhoto[], hold: Disposable) => void;
}) {
  const { gallerySession } = useLazyLoadQuery<SelfieSearchConsentQuery>(
    graphql`
      query SelfieSearchConsentQuery($slug: String!) {
        gallerySession(eventSlug: $slug) {
          event {
            selfieConsent { summary paragraphs label }
          }
        }
      }
    `,
    { slug: eventSlug },
  );
  const [search, searching] = useSearchPhotosBySelfieMutation();
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [fullText, setFullText] = useState(false);
  const hintId = useId();
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);
  const consent = gallerySession?.event.selfieConsent;
  if (!consent) return <p role="alert">{selfieMessages.unavailable}</p>;

  const send = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    // The field lets go of the file: picking the same selfie again searches again.
    input.value = '';
    if (!file) return;
    const refusal = selfieFileProblem(file);
    setProblem(refusal);
    if (refusal) return;
    setPreview(URL.createObjectURL(file));
    search(file, agreed).then(
      ({ result, hold }) => {
        setPreview(null);
        if (result.__typename === 'SearchPhotosBySelfiePayload') {
          onFound(
            (result.matches ?? []).map((match) => match.photo),
            hold,
          );
        } else {
          hold.dispose();
          setProblem(errorMessage(result) || sendFailedMessage);
        }
      },
      () => {
        setPreview(null);
        setProblem(sendFailedMessage);
      },
    );
  };
  const disabled = !agreed || searching;
  return (
    <div className={styles.panel}>
      <p>{consent.summary}</p>
      {/* The full text one tap away; rendered only when open, so the page holds each sentence once. */}
      <details
        className={styles.fullText}
        open={fullText}
        onToggle={(toggle) => setFullText(toggle.currentTarget.open)}
      >
        <summary>Ler o texto completo</summary>
        {fullText && consent.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
      </details>
      {/* The choice and the buttons stay on screen however long the text above them is. */}
      <div className={styles.actions}>
        <label className={styles.consent}>
          <input
            type="checkbox"
            checked={agreed}
            onChange={(change) => setAgreed(change.currentTarget.checked)}
          />
          {consent.label}
        </label>
        <div className={styles.ways}>
          {ways.map(({ text, button, capture }) => (
            <label key={text} className={`${button} ${styles.pick}`}>
              <input
                type="file"
                accept="image/*"
                capture={capture}
                className="visually-hidden"
                disabled={disabled}
                aria-describedby={hintId}
                onChange={(change) => send(change.currentTarget)}
              />
              {text}
            </label>
          ))}
        </div>
        <p id={hintId} className={styles.hint}>
          {agreed
            ? `Uma foto só do seu rosto, de frente e bem iluminada, com até ${maxSelfieMegabytes} MB.`
            : 'Marque a caixa acima para enviar a selfie.'}
        </p>
        {preview && (
          <div className={styles.progress} role="status">
            <img src={preview} alt="A sua selfie" className={styles.preview} />
            Procurando as suas fotos…
          </div>
        )}
        {problem && (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}

function SelfieResults({
  photos,
  onToggle,
  onClear,
}: {
  photos: readonly FoundPhoto[];
  onToggle: ((photo: PhotoRef) => void) | null;
  onClear: () => void;
}) {
  const count = photos.length;
  return (
    <>
      <SearchSummary role="status" onClear={onClear}>
        {count === 0
          ? 'Nenhuma foto encontrada com o seu rosto. Tente outra selfie, de frente e bem iluminada.'
          : count === 1
            ? '1 foto encontrada com o seu rosto'
            : `${count} fotos encontradas com o seu rosto`}
      </SearchSummary>
      {count > 0 && <FoundPhotos photos={photos} label="Fotos com o seu rosto" onToggle={onToggle} />}
    </>
  );
}
