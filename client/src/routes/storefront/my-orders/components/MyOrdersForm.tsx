// 'Minhas compras': the customer types their e-mail and receives the links to all their orders of this studio.
import { type FormEvent, useId, useState } from 'react';
import { EmailField } from '../../../../components/CredentialFields.tsx';
import { useToasts } from '../../../../components/Toasts.tsx';
import { errorMessage } from '../../../../relay/mutations.ts';
import { useSendMyOrderLinksMutation } from '../mutations/useSendMyOrderLinksMutation.ts';
import styles from './MyOrdersForm.module.css';

export function MyOrdersForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [send, sending] = useSendMyOrderLinksMutation();
  const toasts = useToasts();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await send(email.trim()).catch(() => null);
    if (!result) return toasts.failure('');
    const failure = errorMessage(result);
    if (failure !== null) return toasts.failure(failure);
    if (result.__typename === 'SendMyOrderLinksPayload') setSent(result.message ?? '');
  };
  if (sent) {
    return (
      <p className="notice notice-success" role="status">
        {sent}
      </p>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} aria-label="Minhas compras">
      <p>Digite o e-mail que você usou na compra. Enviaremos para ele os links de todos os seus pedidos.</p>
      <EmailField id={`${id}-email`} label="Seu e-mail" inputMode="email" value={email} onValue={setEmail} />
      <button type="submit" className="button button-primary" disabled={sending}>
        {sending ? 'Enviando…' : 'Enviar os links'}
      </button>
    </form>
  );
}
