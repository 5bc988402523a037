// The spec's modal: fades in (opacity after 50 ms) and out (hidden after 500 ms), on the native <dialog> so focus,
// Escape and the page behind are handled by the browser; the focus goes back to what opened it.
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styles from './Modal.module.css';
import { dialogClosed, dialogOpened } from './openDialogs.ts';

export const modalFadeInMs = 50;
export const modalFadeOutMs = 500;

export function Modal({
  open,
  title,
  onClose,
  children,
  wide = false,
  dismissible = true,
}: {
  open: boolean;
  title: string;
  onClose?: () => void;
  children: ReactNode;
  wide?: boolean;
  /** False: no close button, Escape does nothing (a choice the page cannot go on without). */
  dismissible?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [shown, setShown] = useState(false);
  const [visible, setVisible] = useState(false);
  const titleId = useId();

  useEffect(() => {
    if (open) {
      setShown(true);
      const timer = setTimeout(() => setVisible(true), modalFadeInMs);
      return () => clearTimeout(timer);
    }
    setVisible(false);
    const timer = setTimeout(() => setShown(false), modalFadeOutMs);
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    if (!element || !shown) return;
    const opener = document.activeElement;
    if (!element.open) element.showModal?.();
    dialogOpened(element);
    return () => {
      dialogClosed(element);
      if (element.open) element.close?.();
      // close() gives the focus back to the opener, but React has removed the open dialog by now: focus went nowhere.
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [shown]);

  if (!shown) return null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes it; Escape does so through onCancel
    <dialog
      ref={dialog}
      className={`${styles.dialog} ${visible ? styles.visible : ''} ${wide ? styles.wide : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        // A dialog opened from another (through a portal) closes alone: React would pass the event up to it.
        event.stopPropagation();
        if (dismissible) onClose?.();
      }}
      onClick={(event) => {
        if (dismissible && event.target === dialog.current) onClose?.();
      }}
    >
      <div className={styles.content}>
        <header className={styles.header}>
          <h2 id={titleId}>{title}</h2>
          {dismissible && onClose && (
            <button type="button" className={styles.close} aria-label="Fechar" onClick={onClose}>
              ×
            </button>
          )}
        </header>
        {children}
      </div>
    </dialog>
  );
}
