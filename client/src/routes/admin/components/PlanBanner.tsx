// The plan's message (alerta or falha), closable; closed, it stays closed for this browser tab.
import { useState } from 'react';
import styles from './PlanBanner.module.css';

const closedKey = 'revela:adm:aviso-plano-fechado';

export function PlanBanner({
  message,
}: {
  message: { readonly type: string; readonly text: string } | null | undefined;
}) {
  const [closed, setClosed] = useState(() => sessionStorage.getItem(closedKey) === message?.text);
  if (!message || closed) return null;
  return (
    <div
      className={`${styles.banner} ${message.type === 'FAILURE' ? styles.failure : styles.alert}`}
      role="alert"
    >
      <span>{message.text}</span>
      <button
        type="button"
        aria-label="Fechar aviso"
        onClick={() => {
          sessionStorage.setItem(closedKey, message.text);
          setClosed(true);
        }}
      >
        ×
      </button>
    </div>
  );
}
