// A modal that asks before something is deleted: the question, 'Cancelar' and the button that goes ahead.
import type { ReactNode } from 'react';
import styles from './ConfirmModal.module.css';
import { Modal } from './Modal.tsx';

export function ConfirmModal({
  open,
  title,
  children,
  confirmLabel,
  busy = false,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The change is on its way: the button waits for it. */
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal open={open} title={title} onClose={onCancel}>
      {children}
      <div className={styles.actions}>
        <button type="button" className="button" onClick={onCancel}>
          Cancelar
        </button>
        <button type="button" className="button button-danger" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
