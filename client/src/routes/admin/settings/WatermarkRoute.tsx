// /adm/configuracoes/marca-dagua: the studio's watermark, previewed at 550x367 over a sample photo (one of the
// studio's own when it has any); applied to every public image of the photos.
import { useEffect } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { WatermarkRouteQuery } from '../../../__generated__/WatermarkRouteQuery.graphql.ts';
import { DropZone } from '../../../components/DropZone.tsx';
import { RenditionImage } from '../../../components/RenditionImage.tsx';
import { useResultToast } from '../../../components/useResultToast.ts';
import { useDebouncedSave } from '../components/useDebouncedSave.ts';
import { useRemoveWatermarkMutation } from '../mutations/useRemoveWatermarkMutation.ts';
import { useSetWatermarkMutation } from '../mutations/useSetWatermarkMutation.ts';
import styles from './SettingsRoute.module.css';

export const watermarkRouteQuery = graphql`
  query WatermarkRouteQuery {
    studio {
      id
      watermark { url width height }
      events(first: 1) {
        edges { node { cover { url } } }
      }
    }
  }
`;

export function WatermarkRoute() {
  const reference = useLoaderData() as PreloadedQuery<WatermarkRouteQuery>;
  const { studio } = usePreloadedQuery<WatermarkRouteQuery>(watermarkRouteQuery, reference);
  const [upload, uploading] = useSetWatermarkMutation();
  const [remove, removing] = useRemoveWatermarkMutation();
  const { report, failed } = useResultToast();
  const uploadLater = useDebouncedSave((file: File) => upload(file), 1000);
  useEffect(() => {
    document.title = "Marca d'água";
  }, []);
  if (!studio) return null;
  const event = studio.events.edges[0]?.node;
  const sample = event?.cover?.url ?? '/amostra-marca-dagua.svg';

  return (
    <div className={styles.page}>
      <h1>Marca d'água</h1>
      <p>
        A marca d'água aparece sobre as fotos da galeria e do visualizador; os arquivos em alta resolução
        entregues aos clientes saem sem ela. Use um PNG com fundo transparente.
      </p>
      <figure className={styles.preview}>
        <img src={sample} alt="Foto de exemplo" width={550} height={367} />
        {studio.watermark && (
          <span className={styles.mark}>
            <RenditionImage rendition={studio.watermark} alt="Marca d'água" />
          </span>
        )}
        <figcaption className="visually-hidden">Prévia da marca d'água sobre uma foto</figcaption>
      </figure>
      <div className={styles.row}>
        <div className={styles.picker}>
          <DropZone
            label={studio.watermark ? "Trocar marca d'água" : "Enviar marca d'água"}
            hint="PNG com fundo transparente."
            disabled={uploading}
            onFiles={([file]) => file && uploadLater(file)}
          />
        </div>
        {studio.watermark && (
          <button
            type="button"
            className="button button-danger"
            disabled={removing}
            onClick={() => remove().then((result) => report(result), failed)}
          >
            Excluir marca d'água
          </button>
        )}
      </div>
    </div>
  );
}
