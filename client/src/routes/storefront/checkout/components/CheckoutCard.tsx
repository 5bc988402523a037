// The two faces of a checkout form (spec 001 section 4): saved, a summary with 'Editar'; active, the fields with the
// server's refusal above them and the save button below.
import { type FormEventHandler, type ReactNode, useRef } from 'react';
import { useRevealOnShow } from '../../../../components/useRevealOnShow.ts';
import styles from './CheckoutForms.module.css';

interface CardTitle {
  /** The heading's id, which names the card for assistive technology. */
  titleId: string;
  title: string;
}

export function SavedCheckoutCard({
  titleId,
  title,
  onEdit,
  children,
}: CardTitle & { onEdit: () => void; children: ReactNode }) {
  return (
    <section className={`card ${styles.form}`} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="button-link" onClick={onEdit}>
          Editar
        </button>
      </div>
      <p className={styles.summary}>{children}</p>
    </section>
  );
}

export function CheckoutFormCard({
  titleId,
  title,
  error,
  saving,
  submitText,
  onSubmit,
  children,
}: CardTitle & {
  error: string | null;
  saving: boolean;
  submitText: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  // The save button is at the bottom and the server's refusal at the top: the refusal is brought into view.
  const errorRef = useRef<HTMLParagraphElement>(null);
  useRevealOnShow(errorRef, error);
  return (
    <form className={`card ${styles.form}`} onSubmit={onSubmit} aria-labelledby={titleId} noValidate>
      <h2 id={titleId}>{title}</h2>
      {error && (
        <p ref={errorRef} className="field-error" role="alert" tabIndex={-1}>
          {error}
        </p>
      )}
      {children}
      <button type="submit" className="button button-primary" disabled={saving}>
        {submitText}
      </button>
    </form>
  );
}
