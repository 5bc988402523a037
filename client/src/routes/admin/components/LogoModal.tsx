// Alterar Logomarca: the studio's logo (recommended 45 px high, 250 px wide, transparent).
import { type FormEvent, useState } from 'react';
import { DropZone } from '../../../components/DropZone.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { useResultToast } from '../../../components/useResultToast.ts';
import { useUpdateStudioLogoMutation } from '../mutations/useUpdateStudioLogoMutation.ts';

export function LogoModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [upload, uploading] = useUpdateStudioLogoMutation();
  const { report, failed } = useResultToast();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    const ok = report(await upload(file).catch(() => null));
    if (ok) {
      setFile(null);
      onClose();
    }
  };
  return (
    <Modal open={open} title="Alterar Logomarca" onClose={onClose}>
      <form onSubmit={(event) => submit(event).catch(failed)}>
        <p className="field-hint">
          Recomendado: 250 px de largura por 45 px de altura, com fundo transparente (PNG).
        </p>
        <div className="field">
          <DropZone label="Imagem da logomarca" onFiles={([chosen]) => setFile(chosen ?? null)} />
        </div>
        <button type="submit" className="button button-primary" disabled={!file || uploading}>
          Salvar
        </button>
      </form>
    </Modal>
  );
}
