// 'Trabalhos Recentes': the studio's published events that have a cover, each opening its gallery, and a search over them by
// name and date (the page's address holds it: ?busca=…&data=…; the server filters, the list is paginated).
import { graphql, useFragment } from 'react-relay/hooks';
import { Form, Link, useSearchParams } from 'react-router';
import type { RecentWork_studio$key } from '../../../../__generated__/RecentWork_studio.graphql.ts';
import { RenditionImage } from '../../../../components/RenditionImage.tsx';
import { formatCount, formatLongDay } from '../../../../format.ts';
import styles from './RecentWork.module.css';

/** The address's search, as the route's query reads it: empty means none. */
export function eventSearchParams(url: URL): { search: string | null; date: string | null } {
  return {
    search: url.searchParams.get('busca')?.trim() || null,
    date: url.searchParams.get('data') || null,
  };
}

export function RecentWork({ studio }: { studio: RecentWork_studio$key }) {
  const { recentEvents } = useFragment(
    graphql`
      fragment RecentWork_studio on Studio
      @argumentDefinitions(search: { type: "String" }, date: { type: "String" }) {
        recentEvents(first: 24, search: $search, date: $date) {
          edges {
            node {
              id
              name
              slug
              day
              expired
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
  const [params] = useSearchParams();
  const typed = params.get('busca') ?? '';
  const day = params.get('data') ?? '';
  const searching = Boolean(typed.trim() || day);
  const count = recentEvents.edges.length;
  if (!count && !searching) return null;
  return (
    <section className={styles.section} aria-labelledby="trabalhos-recentes">
      <h2 id="trabalhos-recentes">Trabalhos Recentes</h2>
      <search>
        {/* A plain GET form: the address changes, the route's query asks the server again. */}
        <Form method="get" preventScrollReset className={styles.search} aria-label="Busca de eventos">
          <div className={styles.field}>
            <label htmlFor="busca-eventos">Buscar evento</label>
            <input
              id="busca-eventos"
              name="busca"
              type="search"
              className="input"
              placeholder="Nome do evento"
              defaultValue={typed}
              key={`busca-${typed}`}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="data-evento">Data do evento</label>
            <input
              id="data-evento"
              name="data"
              type="date"
              className="input"
              defaultValue={day}
              key={`data-${day}`}
            />
          </div>
          <button type="submit" className="button button-primary">
            Buscar
          </button>
        </Form>
      </search>
      {searching && (
        <p className={styles.found}>
          <span role="status">
            {count
              ? `${formatCount(count, 'evento encontrado', 'eventos encontrados')}`
              : 'Nenhum evento encontrado.'}
          </span>{' '}
          <Link to="/" preventScrollReset>
            Limpar busca
          </Link>
        </p>
      )}
      <ul className={styles.grid}>
        {recentEvents.edges.map(({ node }) => (
          <li key={node.id}>
            <Link to={`/${node.slug}`} className={styles.card}>
              {node.cover && <RenditionImage rendition={node.cover} alt="" loading="lazy" />}
              <span className={styles.name}>{node.name}</span>{' '}
              {node.expired && <span className={styles.closed}>Encerrada</span>}
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
