// One banner in the edit modal: its image, its title and a new image (each saved 1 s after the change), delete.
import { graphql, useFragment } from 'react-relay/hooks';
import type { BannerRow_banner$key } from '../../../../__generated__/BannerRow_banner.graphql.ts';
import { DropZone } from '../../../../components/DropZone.tsx';
import { RenditionImage } from '../../../../components/RenditionImage.tsx';
import { useTypedValue } from '../../../../components/useTypedValue.ts';
import { useDebouncedSave } from '../../components/useDebouncedSave.ts';
import { useRenameBannerMutation } from '../../mutations/useRenameBannerMutation.ts';
import { useReplaceBannerImageMutation } from '../../mutations/useReplaceBannerImageMutation.ts';
import styles from './BannerEditor.module.css';

export const bannerSaveDelayMs = 1000;

export function BannerRow({ banner: key, onDelete }: { banner: BannerRow_banner$key; onDelete: () => void }) {
  const banner = useFragment(
    graphql`
      fragment BannerRow_banner on Banner {
        id
        title
        image { url width height }
      }
    `,
    key,
  );
  const [rename] = useRenameBannerMutation();
  const [replace] = useReplaceBannerImageMutation();
  const renameLater = useDebouncedSave(
    (value: string) => (value.trim() ? rename({ bannerId: banner.id, title: value.trim() }) : null),
    bannerSaveDelayMs,
  );
  const replaceLater = useDebouncedSave(
    (file: File) => replace(file, { bannerId: banner.id }),
    bannerSaveDelayMs,
  );
  const title = useTypedValue(banner.title, renameLater);
  return (
    <li className={styles.banner}>
      <RenditionImage rendition={banner.image} alt={banner.title} />
      <div className={styles.fields}>
        <label>
          Título
          <input className="input" value={title.value} onChange={title.onChange} />
        </label>
        <DropZone label="Trocar imagem" compact onFiles={([file]) => file && replaceLater(file)} />
        <button type="button" className="button button-danger" onClick={onDelete}>
          Excluir
        </button>
      </div>
    </li>
  );
}
