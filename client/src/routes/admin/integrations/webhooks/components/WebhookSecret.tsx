// An endpoint's signing secret just made (registered, or 'Novo segredo'), shown this once.
import { SecretOnce } from '../../components/SecretOnce.tsx';
import styles from '../Webhooks.module.css';

export function WebhookSecret({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  return (
    <SecretOnce title="Segredo de assinatura" label="Segredo de assinatura" secret={secret} onDone={onDone}>
      <p>
        Para <span className={styles.url}>{url}</span>. Cada entrega leva o cabeçalho{' '}
        <code>webhook-signature</code>, calculado com este segredo (padrão Standard Webhooks): confira-o no
        seu servidor antes de confiar na mensagem.
      </p>
    </SecretOnce>
  );
}
