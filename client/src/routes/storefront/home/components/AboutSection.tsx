// 'Sobre Nós': the studio's picture and text, with the 'FALE CONOSCO' WhatsApp button.
import { graphql, useFragment } from 'react-relay/hooks';
import type { AboutSection_studio$key } from '../../../../__generated__/AboutSection_studio.graphql.ts';
import { RenditionImage } from '../../../../components/RenditionImage.tsx';
import styles from './AboutSection.module.css';

export function AboutSection({ studio }: { studio: AboutSection_studio$key }) {
  const data = useFragment(
    graphql`
      fragment AboutSection_studio on Studio {
        aboutText
        aboutWhatsAppUrl
        aboutImage {
          url
          width
          height
        }
      }
    `,
    studio,
  );
  if (!data.aboutText && !data.aboutImage && !data.aboutWhatsAppUrl) return null;
  return (
    <section className={styles.about} aria-labelledby="sobre-nos">
      {data.aboutImage && <RenditionImage rendition={data.aboutImage} alt="" loading="lazy" />}
      <div>
        <h2 id="sobre-nos">Sobre Nós</h2>
        {data.aboutText && <p className={styles.text}>{data.aboutText}</p>}
        {data.aboutWhatsAppUrl && (
          <a
            className={styles.contact}
            href={data.aboutWhatsAppUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            FALE CONOSCO
          </a>
        )}
      </div>
    </section>
  );
}
