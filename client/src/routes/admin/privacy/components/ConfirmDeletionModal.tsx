// The question before a customer's data is deleted: it cannot be undone, so the member types the e-mail again.
import { useId, useState } from 'react';
import { ConfirmModal } from '../../../../components/ConfirmModal.tsx';

export function ConfirmDeletionModal({
  email,
  busy,
  onCancel,
  onConfirm,
}: {
  /** Whose data; null: closed. */
  email: string | null;
  busy: boolean;
  onCancel: () => void;
  /** Receives the e-mail as typed; the server compares it. */
  onConfirm: (typed: string) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const close = () => {
    setTyped('');
    onCancel();
  };
  return (
    <ConfirmModal
      open={email !== null}
      title="Excluir os dados do cliente"
      confirmLabel="Excluir os dados"
      busy={busy}
      onCancel={close}
      onConfirm={() => {
        onConfirm(typed);
        setTyped('');
      }}
    >
      <p>
        A exclusão não tem volta. Serão apagados as visitas às galerias, favoritas, carrinhos, avisos de
        fotos, lembretes, convites e o conteúdo dos e-mails de <strong>{email}</strong>. Os pedidos ficam com
        os valores, as datas e as fotos, sem o nome, e-mail, CPF, telefone ou endereço; confira antes se há
        entregas em andamento.
      </p>
      <div className="field">
        <label htmlFor={`${id}-email`}>Digite o e-mail do cliente para confirmar</label>
        <input
          id={`${id}-email`}
          className="input"
          type="email"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
    </ConfirmModal>
  );
}
