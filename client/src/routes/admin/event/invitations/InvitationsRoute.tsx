// /adm/{urlEvento}/convites: 'Convidar clientes'. The studio adds clients (typed, pasted or from a CSV), sends
// 'Sua galeria está pronta' by e-mail or shares each invitation by WhatsApp, and follows who opened the gallery,
// favourited and bought.
import { useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useOutletContext } from 'react-router';
import type { InvitationsRouteQuery } from '../../../../__generated__/InvitationsRouteQuery.graphql.ts';
import type { AdminOutletContext } from '../../AdminLayout.tsx';
import { can } from '../../capabilities.ts';
import { AddInviteesCard } from './components/AddInviteesCard.tsx';
import { InvitationList } from './components/InvitationList.tsx';
import styles from './InvitationsRoute.module.css';

export const invitationsRouteQuery = graphql`
  query InvitationsRouteQuery($slug: String!) {
    studio {
      event(slug: $slug) {
        id
        name
        slug
        published
        ...InvitationList_event
      }
    }
  }
`;

export function InvitationsRoute() {
  const reference = useLoaderData() as PreloadedQuery<InvitationsRouteQuery>;
  const { studio } = usePreloadedQuery<InvitationsRouteQuery>(invitationsRouteQuery, reference);
  const capabilities = useOutletContext<AdminOutletContext | undefined>()?.capabilities ?? [];
  const [refreshes, setRefreshes] = useState(0);
  const event = studio?.event;
  useEffect(() => {
    if (event) document.title = `Convidar clientes - ${event.name}`;
  }, [event]);
  if (!event) {
    return (
      <div className="centered-message">
        <h1>Evento não encontrado</h1>
        <Link to="/adm">Voltar</Link>
      </div>
    );
  }
  const changed = () => setRefreshes((count) => count + 1);
  return (
    <div className={styles.page}>
      <header>
        <Link to={`/adm/${event.slug}`}>← {event.name}</Link>
        <h1>Convidar clientes</h1>
        <p className="muted">
          Cada cliente recebe o link da galeria e, se ela tiver senha, a senha. O link mostra aqui quem abriu
          a galeria, favoritou fotos e comprou.
        </p>
        {!event.published && (
          <p className="field-error" role="alert">
            A galeria ainda é um rascunho: publique-a antes de enviar os convites.
          </p>
        )}
      </header>
      <AddInviteesCard eventId={event.id} onAdded={changed} />
      <InvitationList
        event={event}
        canInviteAuthorized={can(capabilities, 'customers')}
        refreshes={refreshes}
        onChanged={changed}
      />
    </div>
  );
}
