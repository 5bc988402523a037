// What a gallery's pages show while its access is asked for: the studio's frame with the event's cover and name
// behind the modal, and the studio's logo with the cover in it. Only what anyone may know of a gallery: no photo.
import { Component, type ReactNode, Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { GalleryAccessPageQuery } from '../../../__generated__/GalleryAccessPageQuery.graphql.ts';
import { GalleryHero } from '../../../components/GalleryHero.tsx';
import { RenditionImage } from '../../../components/RenditionImage.tsx';
import { StorefrontFrame } from '../../../components/StorefrontFrame.tsx';
import { hasFirstScreen } from '../../../first-screen.ts';
import styles from './GalleryAccessGate.module.css';

const pageQuery = graphql`
  query GalleryAccessPageQuery($slug: String!) {
    studio {
      name
      logo { url width height }
      ...StorefrontFrame_studio
    }
    gallery(slug: $slug) {
      event { name cover { url width height } }
    }
  }
`;

/** Shows nothing until the studio and event arrive, and nothing if they cannot: the access form works without them. */
class Decoration extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}

/** The page behind the access modal. */
export function GalleryAccessPage({ slug }: { slug: string }) {
  // A public gallery opening its session: the server's first screen already shows the studio, cover and name.
  if (hasFirstScreen()) return null;
  return (
    <Decoration>
      <AccessPage slug={slug} />
    </Decoration>
  );
}

/** The top of the access modal: the event's cover, the studio's logo and the event's name. */
export function GalleryAccessBrand({ slug }: { slug: string }) {
  return (
    <Decoration>
      <AccessBrand slug={slug} />
    </Decoration>
  );
}

function AccessPage({ slug }: { slug: string }) {
  const { studio, gallery } = useLazyLoadQuery<GalleryAccessPageQuery>(pageQuery, { slug });
  if (!studio) return null;
  return (
    <StorefrontFrame studio={studio}>
      <div className="page">
        {gallery && <GalleryHero name={gallery.event.name} cover={gallery.event.cover} />}
      </div>
    </StorefrontFrame>
  );
}

function AccessBrand({ slug }: { slug: string }) {
  const { studio, gallery } = useLazyLoadQuery<GalleryAccessPageQuery>(pageQuery, { slug });
  if (!studio || !gallery) return null;
  const { cover, name } = gallery.event;
  return (
    <div className={styles.brand}>
      {cover && <RenditionImage className={styles.brandCover} rendition={cover} alt="Capa do evento" />}
      <div className={styles.brandLine}>
        {studio.logo ? (
          <RenditionImage className={styles.brandLogo} rendition={studio.logo} alt={studio.name} />
        ) : (
          <strong>{studio.name}</strong>
        )}
        <span className={styles.brandEvent}>{name}</span>
      </div>
    </div>
  );
}
