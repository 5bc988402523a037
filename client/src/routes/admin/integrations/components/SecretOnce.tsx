// A secret just made, shown this once: the warning that it will not be seen again, a box to copy it from with a
// 'Copiar' button, and the button that hides it.
import { type ReactNode, useId } from 'react';
import { useToasts } from '../../../../components/Toasts.tsx';
import styles from './SecretOnce.module.css';

export function SecretOnce({
  title,
  label,
  secret,
  risk,
  className,
  children,
  onDone,
}: {
  title: ReactNode;
  /** The box's accessible name. */
  label: string;
  secret: string;
  /** What whoever holds the secret can do, said after the warning. */
  risk?: string;
  className?: string;
  /** What the secret is for, between the title and the warning. */
  children?: ReactNode;
  onDone: () => void;
}) {
  const toasts = useToasts();
  const titleId = useId();
  return (
    <section className={`card ${styles.secret}${className ? ` ${className}` : ''}`} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
      <p className="notice" role="alert">
        Copie o segredo agora e guarde-o em lugar seguro: ele não será mostrado de novo.{risk && ` ${risk}`}
      </p>
      <div className={styles.copyRow}>
        <input
          className="input"
          readOnly
          value={secret}
          aria-label={label}
          onFocus={(event) => event.target.select()}
        />
        <button
          type="button"
          className="button"
          onClick={() =>
            navigator.clipboard?.writeText(secret).then(
              () => toasts.success('Segredo copiado', 2000),
              () => toasts.failure(''),
            )
          }
        >
          Copiar
        </button>
      </div>
      <p>
        <button type="button" className="button-link" onClick={onDone}>
          Já copiei, esconder o segredo
        </button>
      </p>
    </section>
  );
}
