// 'Galeria encerrada': what every page of an expired gallery shows, in the studio's frame (header, footer, accent):
// the event's cover and name, when it closed, how to reach the studio, and 'Meus pedidos' for those who bought.
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { GalleryClosedPageQuery } from '../../../__generated__/GalleryClosedPageQuery.graphql.ts';
import { GalleryHero } from '../../../components/GalleryHero.tsx';
import { StorefrontFrame } from '../../../components/StorefrontFrame.tsx';
import { formatLongDate } from '../../../format.ts';
import styles from './GalleryClosedPage.module.css';

export function GalleryClosedPage({ slug }: { slug: string }) {
  const { studio, gallery } = useLazyLoadQuery<GalleryClosedPageQuery>(
    graphql`
      query GalleryClosedPageQuery($slug: String!) {
        studio {
          name
          footerEmail
          footerPhone
          aboutWhatsAppUrl
          ...StorefrontFrame_studio
        }
        gallery(slug: $slug) {
          closedAt
          event { name cover { url width height } }
        }
      }
    `,
    { slug },
    { fetchPolicy: 'network-only', networkCacheConfig: { metadata: { auth: { kind: 'none' } } } },
  );
  if (!studio) return null;
  const phoneDigits = studio.footerPhone.replace(/[^\d+]/g, '');
  const hasContact = Boolean(studio.footerEmail || studio.footerPhone || studio.aboutWhatsAppUrl);
  return (
    <StorefrontFrame studio={studio}>
      <div className="page">
        {gallery && <GalleryHero name={gallery.event.name} cover={gallery.event.cover} />}
        <section className={styles.closed} aria-labelledby="gallery-closed-title">
          <h2 id="gallery-closed-title">Galeria encerrada</h2>
          <p>
            {gallery?.closedAt
              ? `Esta galeria foi encerrada em ${formatLongDate(gallery.closedAt)} e não recebe mais pedidos.`
              : 'Esta galeria foi encerrada e não recebe mais pedidos.'}
          </p>
          <p>
            Já comprou? Suas fotos continuam em <Link to="/minhas-compras">Meus pedidos</Link>.
          </p>
          {hasContact && (
            <div className={styles.contact}>
              <p>Fale com {studio.name}:</p>
              <ul>
                {studio.footerEmail && (
                  <li>
                    <a href={`mailto:${studio.footerEmail}`}>{studio.footerEmail}</a>
                  </li>
                )}
                {studio.footerPhone && (
                  <li>
                    <a href={`tel:${phoneDigits}`}>{studio.footerPhone}</a>
                  </li>
                )}
                {studio.aboutWhatsAppUrl && (
                  <li>
                    <a href={studio.aboutWhatsAppUrl} target="_blank" rel="noreferrer">
                      WhatsApp
                    </a>
                  </li>
                )}
              </ul>
            </div>
          )}
          <Link className="button button-primary" to="/minhas-compras">
            Meus pedidos
          </Link>
        </section>
      </div>
    </StorefrontFrame>
  );
}
