// The link to the customer's favourites: copied, handed to the phone's share sheet, or sent by WhatsApp. Whoever
// opens it still needs the gallery's own access (its key, or a name on the list).
import { useId } from 'react';
import { Modal } from '../../../../components/Modal.tsx';
import { useToasts } from '../../../../components/Toasts.tsx';
import styles from './ShareFavoritesModal.module.css';

/** /{urlEvento}/favoritas/{token} on this storefront. */
export function sharedFavoritesUrl(origin: string, eventSlug: string, token: string): string {
  return `${origin}/${encodeURIComponent(eventSlug)}/favoritas/${encodeURIComponent(token)}`;
}

export function ShareFavoritesModal({
  url,
  eventName,
  isPrivate,
  onClose,
}: {
  url: string;
  eventName: string;
  /** The gallery asks for a key: whoever opens the link needs it too. */
  isPrivate: boolean;
  onClose: () => void;
}) {
  const toasts = useToasts();
  const inputId = useId();
  const text = `Minhas fotos favoritas de ${eventName}`;
  const canShare = typeof navigator.share === 'function';

  const copy = () =>
    (navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('no clipboard'))).then(
      () => toasts.success('Link copiado', 2000),
      () => toasts.failure('Não foi possível copiar. Selecione o link e copie-o.'),
    );
  const shareSheet = () =>
    navigator.share({ title: text, text, url }).catch((error: unknown) => {
      // Closing the share sheet is no failure.
      if ((error as { name?: string })?.name !== 'AbortError') copy();
    });

  return (
    <Modal open title="Compartilhar favoritas" onClose={onClose}>
      <p>
        Envie o link para quem vai escolher com você. Quem abrir verá as suas favoritas e poderá adicioná-las
        ao carrinho.
        {isPrivate && ' A galeria tem senha: quem abrir o link também vai precisar dela.'}
      </p>
      <div className="field">
        <label htmlFor={inputId}>Link das favoritas</label>
        <input id={inputId} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      </div>
      <div className={styles.actions}>
        <button type="button" className="button button-primary" onClick={copy}>
          Copiar link
        </button>
        {canShare && (
          <button type="button" className="button" onClick={shareSheet}>
            Compartilhar…
          </button>
        )}
        <a
          className="button"
          href={`https://wa.me/?text=${encodeURIComponent(`${text}: ${url}`)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          Enviar pelo WhatsApp
        </a>
      </div>
    </Modal>
  );
}
