// 'Trabalhos Recentes': the studio's published events that have a cover, each opening its gallery, with its day.
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { RecentWork_studio$key } from '../../../../__generated__/RecentWork_studio.graphql.ts';
import { RenditionImage } from '../../../../components/RenditionImage.tsx';
import { formatLongDay } from '../../../../format.ts';
import styles from './RecentWork.module.css';

export function RecentWork({ studio }: { studio: RecentWork_studio$key }) {
  const { recentEvents } = useFragment(
    graphql`
      fragment RecentWork_studio on Studio {
        recentEvents(first: 24) {
          edges {
            node {
              id
              name
              slug
              day
              cover {
                url
                width
                height
              }
            }
          }
        }
      }
    `,
    studio,
  );
  if (!recentEvents.edges.length) return null;
  return (
    <section className={styles.section} aria-labelledby="trabalhos-recentes">
      <h2 id="trabalhos-recentes">Trabalhos Recentes</h2>
      <ul className={styles.grid}>
        {recentEvents.edges.map(({ node }) => (
          <li key={node.id}>
            <Link to={`/${node.slug}`} className={styles.card}>
              {node.cover && <RenditionImage rendition={node.cover} alt="" loading="lazy" />}
              <span className={styles.name}>{node.name}</span>{' '}
              <time className={styles.day} dateTime={node.day}>
                {formatLongDay(node.day)}
              </time>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
