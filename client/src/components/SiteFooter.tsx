// The footer shared by the storefront and the studio admin: logo, e-mail, telephone, the privacy policy and the
// customer's page to ask for a copy or the deletion of their data.
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { SiteFooter_studio$key } from '../__generated__/SiteFooter_studio.graphql.ts';
import band from './Band.module.css';
import { RenditionImage } from './RenditionImage.tsx';
import styles from './SiteFooter.module.css';
import { useImageTone } from './useImageTone.ts';

export function SiteFooter({ studio, homePath = '/' }: { studio: SiteFooter_studio$key; homePath?: string }) {
  const data = useFragment(
    graphql`
      fragment SiteFooter_studio on Studio {
        name
        footerEmail
        footerPhone
        footerLogo {
          url
          width
          height
        }
      }
    `,
    studio,
  );
  const phoneDigits = data.footerPhone.replace(/[^\d+]/g, '');
  // The footer is dark: a dark logo is shown inverted, a light one (as the tutorial advises) as it is.
  const logoTone = useImageTone(data.footerLogo?.url);
  return (
    <footer className={`${band.darkBand} ${styles.footer}`}>
      <Link to={homePath} className={styles.brand}>
        {data.footerLogo ? (
          <RenditionImage
            rendition={data.footerLogo}
            className={logoTone === 'light' ? undefined : styles.inverted}
            alt={data.name}
          />
        ) : (
          <span>{data.name}</span>
        )}
      </Link>
      <address className={styles.contact}>
        {data.footerEmail && <a href={`mailto:${data.footerEmail}`}>{data.footerEmail}</a>}
        {data.footerPhone && <a href={`tel:${phoneDigits}`}>{data.footerPhone}</a>}
      </address>
      <Link className={styles.policy} to="/privacidade">
        Política de Privacidade
      </Link>
      <Link className={styles.policy} to="/privacidade/meus-dados">
        Meus dados (cópia ou exclusão)
      </Link>
    </footer>
  );
}
