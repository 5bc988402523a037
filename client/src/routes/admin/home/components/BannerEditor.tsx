// The banner carousel's edit modal: add (title and image required), rename and replace the image (saved 1 s after
// the change), delete. Each change lands in the Relay store, so the carousel behind follows without a reload.
import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { BannerEditor_studio$key } from '../../../../__generated__/BannerEditor_studio.graphql.ts';
import { DropZone } from '../../../../components/DropZone.tsx';
import { Modal } from '../../../../components/Modal.tsx';
import { useResultToast } from '../../../../components/useResultToast.ts';
import { useCreateBannerMutation } from '../../mutations/useCreateBannerMutation.ts';
import { useDeleteBannerMutation } from '../../mutations/useDeleteBannerMutation.ts';
import styles from './BannerEditor.module.css';
import { BannerRow } from './BannerRow.tsx';

export function BannerEditor({
  studio,
  open,
  onClose,
}: {
  studio: BannerEditor_studio$key;
  open: boolean;
  onClose: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment BannerEditor_studio on Studio {
        banners { id ...BannerRow_banner }
      }
    `,
    studio,
  );
  const [create, creating] = useCreateBannerMutation();
  const [remove] = useDeleteBannerMutation();
  const { report, failed } = useResultToast();
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [formKey, setFormKey] = useState(0);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || !title.trim()) return;
    if (report(await create(file, { title: title.trim() }).catch(() => null))) {
      setTitle('');
      setFile(null);
      setFormKey((key) => key + 1);
    }
  };

  return (
    <Modal open={open} title="Editar Banner" onClose={onClose} wide>
      <ul className={styles.banners}>
        {data.banners.map((banner) => (
          <BannerRow
            key={banner.id}
            banner={banner}
            onDelete={() => remove({ bannerId: banner.id }).then((result) => report(result), failed)}
          />
        ))}
      </ul>
      <form key={formKey} className={styles.add} onSubmit={(event) => add(event).catch(failed)}>
        <h3>Adicionar banner</h3>
        <p className="field-hint">Tamanho recomendado: 840 x 315 px (proporção 24:9).</p>
        <div className="form-row">
          <div className="field">
            <label htmlFor="new-banner-title">Título do novo banner</label>
            <input
              id="new-banner-title"
              required
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
          </div>
          <div className="field">
            <DropZone label="Imagem do novo banner" onFiles={([chosen]) => setFile(chosen ?? null)} />
          </div>
        </div>
        <button type="submit" className="button button-primary" disabled={creating || !file || !title.trim()}>
          Adicionar
        </button>
      </form>
    </Modal>
  );
}
