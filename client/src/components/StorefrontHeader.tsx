// The storefront's top bar: the studio's logo and name, linking home.
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { StorefrontHeader_studio$key } from '../__generated__/StorefrontHeader_studio.graphql.ts';
import band from './Band.module.css';
import { RenditionImage } from './RenditionImage.tsx';
import styles from './StorefrontHeader.module.css';

export function StorefrontHeader({
  studio,
  actions,
}: {
  studio: StorefrontHeader_studio$key;
  actions?: ReactNode;
}) {
  const data = useFragment(
    graphql`
      fragment StorefrontHeader_studio on Studio {
        name
        logo {
          url
          width
          height
        }
      }
    `,
    studio,
  );
  return (
    <header className={`${band.lightBand} ${styles.header}`}>
      <Link to="/" className={styles.brand}>
        {data.logo && <RenditionImage rendition={data.logo} alt="" />}
        <span>{data.name}</span>
      </Link>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
