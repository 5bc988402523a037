// /adm: the dashboard (sales, orders waiting, setup checklist) above the storefront in edit mode: the banner carousel
// with its edit modal, 'Trabalhos Recentes' (every event, and 'Adicionar Novo' with the wizard), 'Sobre Nós' with its
// edit modal.
import { useEffect, useState } from 'react';
import {
  fetchQuery,
  graphql,
  type PreloadedQuery,
  usePreloadedQuery,
  useRelayEnvironment,
} from 'react-relay/hooks';
import { Link, useLoaderData, useOutletContext } from 'react-router';
import type { AdminHomeRouteEventQuery } from '../../../__generated__/AdminHomeRouteEventQuery.graphql.ts';
import type { AdminHomeRouteQuery } from '../../../__generated__/AdminHomeRouteQuery.graphql.ts';
import { BannerCarousel } from '../../../components/BannerCarousel.tsx';
import { RenditionImage } from '../../../components/RenditionImage.tsx';
import { formatDay } from '../../../format.ts';
import { AboutSection } from '../../storefront/home/components/AboutSection.tsx';
import type { AdminOutletContext } from '../AdminLayout.tsx';
import { can } from '../capabilities.ts';
import styles from './AdminHomeRoute.module.css';
import { AboutEditor } from './components/AboutEditor.tsx';
import { BannerEditor } from './components/BannerEditor.tsx';
import { Dashboard } from './components/Dashboard.tsx';
import { EmailConfirmationNotice } from './components/EmailConfirmationNotice.tsx';
import { NewEventWizard } from './components/NewEventWizard.tsx';
import { useDashboardUpdates } from './components/useDashboardUpdates.ts';

export const adminHomeRouteQuery = graphql`
  query AdminHomeRouteQuery($full: Boolean!) {
    studio {
      id
      name
      plan { maxPhotoBytes }
      banners { id }
      events(first: 200) @connection(key: "AdminHomeRoute_events") {
        __id
        edges {
          node {
            id
            name
            slug
            photoCount
            published
            expired
            day
            cover { url width height }
          }
        }
      }
      ...BannerCarousel_studio
      ...BannerEditor_studio
      ...AboutSection_studio
      ...AboutEditor_studio
      ...Dashboard_studio @include(if: $full) @alias(as: "dashboard")
      ...EmailConfirmationNotice_studio
    }
  }
`;

// Photos reach a new event through the wizard's uploads (tus, outside GraphQL): its card asks for them afterwards.
const eventCardQuery = graphql`
  query AdminHomeRouteEventQuery($id: ID!) {
    node(id: $id) {
      ... on Event { id photoCount cover { url width height } }
    }
  }
`;

export function AdminHomeRoute() {
  const reference = useLoaderData() as PreloadedQuery<AdminHomeRouteQuery>;
  const { studio } = usePreloadedQuery<AdminHomeRouteQuery>(adminHomeRouteQuery, reference);
  const environment = useRelayEnvironment();
  const [editing, setEditing] = useState<'banner' | 'about' | 'event' | null>(null);
  const layout = useOutletContext<AdminOutletContext | undefined>();
  useEffect(() => {
    if (studio) document.title = `${studio.name} - Administração`;
  }, [studio]);
  // A photographer's home: the events only (capabilities.ts).
  const capabilities = layout?.capabilities ?? [];
  const full = can(capabilities, 'orders') && can(capabilities, 'studio');
  useDashboardUpdates(Boolean(studio) && full);
  if (!studio) return null;
  const storefront = can(capabilities, 'studio');
  const refreshEvent = (id: string) =>
    fetchQuery<AdminHomeRouteEventQuery>(environment, eventCardQuery, { id }).subscribe({});

  return (
    <div className={styles.home}>
      <EmailConfirmationNotice studio={studio} />
      {full && studio.dashboard && <Dashboard studio={studio.dashboard} onChangeLogo={layout?.changeLogo} />}

      <section className={styles.section} aria-labelledby="home-banner-heading">
        <div className={styles.heading}>
          <h2 id="home-banner-heading">Banner</h2>
          {storefront && (
            <button type="button" className="button" onClick={() => setEditing('banner')}>
              Editar Banner
            </button>
          )}
        </div>
        {studio.banners.length ? (
          <BannerCarousel studio={studio} />
        ) : (
          <p className="muted">Nenhum banner ainda.</p>
        )}
      </section>

      <section className={styles.section} aria-labelledby="home-work-heading">
        <h2 id="home-work-heading">Trabalhos Recentes</h2>
        <ul className={styles.events}>
          <li>
            <button type="button" className={styles.newEvent} onClick={() => setEditing('event')}>
              <span aria-hidden="true">+</span>
              Adicionar Novo
            </button>
          </li>
          {studio.events.edges.map(({ node: event }) => (
            <li key={event.id}>
              <Link to={`/adm/${event.slug}`} className={styles.event}>
                {event.cover ? (
                  <RenditionImage rendition={event.cover} alt="" loading="lazy" />
                ) : (
                  <span className={styles.noCover}>Sem capa</span>
                )}
                <strong className={styles.eventName}>{event.name}</strong>{' '}
                <span className="muted">
                  <time dateTime={event.day}>{formatDay(event.day)}</time> · {event.photoCount}{' '}
                  {event.photoCount === 1 ? 'foto' : 'fotos'}
                </span>
                {!event.published && <span className={styles.draft}> Rascunho</span>}
                {event.published && event.expired && <span className={styles.draft}> Encerrada</span>}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-label="Sobre Nós">
        <div className={styles.heading}>
          <span />
          {storefront && (
            <button type="button" className="button" onClick={() => setEditing('about')}>
              Editar Sobre Nós
            </button>
          )}
        </div>
        <AboutSection studio={studio} />
      </section>

      <BannerEditor studio={studio} open={editing === 'banner'} onClose={() => setEditing(null)} />
      <AboutEditor studio={studio} open={editing === 'about'} onClose={() => setEditing(null)} />
      <NewEventWizard
        open={editing === 'event'}
        eventsConnection={studio.events.__id}
        maxPhotoBytes={studio.plan.maxPhotoBytes}
        onClose={() => setEditing(null)}
        onCreated={refreshEvent}
      />
    </div>
  );
}
