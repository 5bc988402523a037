// The event's invitations: the counts at each step, a filter, 'Enviar convites' (every one not sent yet),
// 'Convidar autorizados' for a prepaid gallery, and each client with Convidado / Abriu / Favoritou / Comprou, the
// WhatsApp share link, sending again and deleting.
import { useEffect, useId, useRef, useState, useTransition } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import type { InvitationList_event$key } from '../../../../../__generated__/InvitationList_event.graphql.ts';
import type { InvitationList_invitations$key } from '../../../../../__generated__/InvitationList_invitations.graphql.ts';
import type { InvitationListItem_invitation$key } from '../../../../../__generated__/InvitationListItem_invitation.graphql.ts';
import { ConfirmModal } from '../../../../../components/ConfirmModal.tsx';
import { useResultToast } from '../../../../../components/useResultToast.ts';
import { AdminCard } from '../../../components/AdminCard.tsx';
import styles from '../InvitationsRoute.module.css';
import {
  useDeleteEventInvitationMutation,
  useInviteAuthorizedPeopleMutation,
  useSendEventInvitationsMutation,
} from '../mutations/useInvitationMutations.ts';

type Filter = 'ALL' | 'NOT_SENT' | 'SENT' | 'OPENED' | 'NOT_OPENED' | 'FAVORITED' | 'BOUGHT';

const filterLabels: Record<Filter, string> = {
  ALL: 'Todos',
  NOT_SENT: 'Não enviados',
  SENT: 'Convidados',
  OPENED: 'Abriram',
  NOT_OPENED: 'Não abriram',
  FAVORITED: 'Favoritaram',
  BOUGHT: 'Compraram',
};

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
const when = (value: unknown) => (value ? dateTime.format(new Date(String(value))) : null);

export function InvitationList({
  event,
  canInviteAuthorized,
  refreshes,
  onChanged,
}: {
  event: InvitationList_event$key;
  canInviteAuthorized: boolean;
  /** Bumped when the list changed elsewhere (clients added): the list is asked again. */
  refreshes: number;
  onChanged: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment InvitationList_event on Event {
        id
        mode
        invitationCounts { total sent opened favorited bought }
        ...InvitationList_invitations
      }
    `,
    event,
  );
  const counts = data.invitationCounts;
  const { report, failed } = useResultToast();
  const [send, sending] = useSendEventInvitationsMutation();
  const [invite, inviting] = useInviteAuthorizedPeopleMutation();
  const after = (result: Parameters<typeof report>[0]) => {
    if (report(result)) onChanged();
  };
  const waiting = counts.total - counts.sent;
  return (
    <AdminCard title="Convidados" titleId="invitations-title">
      <ul className={styles.counts} aria-label="Resumo dos convites">
        <li>
          <strong>{counts.total}</strong> na lista
        </li>
        <li>
          <strong>{counts.sent}</strong> convidados
        </li>
        <li>
          <strong>{counts.opened}</strong> abriram
        </li>
        <li>
          <strong>{counts.favorited}</strong> favoritaram
        </li>
        <li>
          <strong>{counts.bought}</strong> compraram
        </li>
      </ul>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button-primary"
          disabled={sending || waiting === 0}
          onClick={() => send({ event: { id: data.id } }).then(after, failed)}
        >
          Enviar convites
        </button>
        {canInviteAuthorized && data.mode === 'PREPAID_PACKAGE' && (
          <button
            type="button"
            className="button"
            disabled={inviting}
            onClick={() => invite({ event: { id: data.id } }).then(after, failed)}
          >
            Convidar autorizados
          </button>
        )}
      </div>
      <p className="muted">
        'Enviar convites' manda o e-mail 'Sua galeria está pronta' a quem ainda não recebeu. Quem só tem
        WhatsApp recebe pelo botão WhatsApp de cada cliente.
      </p>
      <Invitations event={data} eventId={data.id} refreshes={refreshes} />
    </AdminCard>
  );
}

function Invitations({
  event,
  eventId,
  refreshes,
}: {
  event: InvitationList_invitations$key;
  eventId: string;
  refreshes: number;
}) {
  const filterId = useId();
  const [filter, setFilter] = useState<Filter>('ALL');
  const [pending, startTransition] = useTransition();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment InvitationList_invitations on Event
      @refetchable(queryName: "InvitationListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
        filter: { type: "InvitationFilter", defaultValue: ALL }
      ) {
        invitations(first: $count, after: $cursor, filter: $filter)
          @connection(key: "InvitationList_invitations", filters: ["filter"]) {
          __id
          edges { node { id ...InvitationListItem_invitation } }
        }
      }
    `,
    event,
  );
  const choose = (next: Filter, fetchPolicy: 'store-or-network' | 'network-only' = 'store-or-network') =>
    startTransition(() => {
      refetch({ filter: next }, { fetchPolicy });
    });
  // A change elsewhere (added, sent) asks the list again, in the filter shown.
  const shown = useRef(filter);
  shown.current = filter;
  const reload = useRef(choose);
  reload.current = choose;
  useEffect(() => {
    if (refreshes) reload.current(shown.current, 'network-only');
  }, [refreshes]);
  const connections = [
    data.invitations.__id,
    ...(['ALL', 'NOT_SENT', 'SENT', 'OPENED', 'NOT_OPENED', 'FAVORITED', 'BOUGHT'] as const).map((value) =>
      ConnectionHandler.getConnectionID(eventId, 'InvitationList_invitations', { filter: value }),
    ),
  ];
  const invitations = data.invitations.edges.map((edge) => edge.node);
  return (
    <>
      <div className={`field ${styles.filter}`}>
        <label htmlFor={filterId}>Mostrar:</label>
        <select
          id={filterId}
          value={filter}
          disabled={pending}
          onChange={(change) => {
            const next = change.target.value as Filter;
            setFilter(next);
            choose(next, 'network-only');
          }}
        >
          {(Object.keys(filterLabels) as Filter[]).map((value) => (
            <option key={value} value={value}>
              {filterLabels[value]}
            </option>
          ))}
        </select>
      </div>
      {invitations.length === 0 ? (
        <p className="muted">
          {filter === 'ALL' ? 'Nenhum cliente convidado ainda.' : 'Nenhum convite neste filtro.'}
        </p>
      ) : (
        <ul className={styles.list} aria-label="Convites">
          {invitations.map((invitation) => (
            <InvitationListItem
              key={invitation.id}
              invitation={invitation}
              eventId={eventId}
              connections={connections}
            />
          ))}
        </ul>
      )}
      {hasNext && (
        <button type="button" className="button" disabled={isLoadingNext} onClick={() => loadNext(50)}>
          Carregar mais
        </button>
      )}
    </>
  );
}

function InvitationListItem({
  invitation,
  eventId,
  connections,
}: {
  invitation: InvitationListItem_invitation$key;
  eventId: string;
  connections: string[];
}) {
  const data = useFragment(
    graphql`
      fragment InvitationListItem_invitation on EventInvitation {
        id
        name
        email
        whatsApp
        authorizedPerson
        sentAt
        sendCount
        openedAt
        favoritedAt
        boughtAt
        whatsAppUrl
      }
    `,
    invitation,
  );
  const { report, failed } = useResultToast();
  const [send, sending] = useSendEventInvitationsMutation();
  const [remove, removing] = useDeleteEventInvitationMutation();
  const [confirm, setConfirm] = useState(false);
  const who = data.name || data.email || data.whatsApp;
  const steps = [
    ['Convidado', data.sendCount > 1 ? `${when(data.sentAt)} (${data.sendCount}×)` : when(data.sentAt)],
    ['Abriu', when(data.openedAt)],
    ['Favoritou', when(data.favoritedAt)],
    ['Comprou', when(data.boughtAt)],
  ] as const;
  return (
    <li className={styles.item}>
      <div className={styles.who}>
        <strong>{data.name || 'Sem nome'}</strong>
        {data.authorizedPerson && <span className="muted"> · pessoa autorizada</span>}
        <div className="muted">
          {[data.email, data.whatsApp && `+${data.whatsApp}`].filter(Boolean).join(' · ')}
        </div>
      </div>
      <dl className={styles.steps}>
        {steps.map(([label, date]) => (
          <div key={label} className={date ? styles.done : undefined}>
            <dt>{label}</dt>
            <dd>{date ?? '—'}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.itemActions}>
        {data.email && (
          <button
            type="button"
            className="button"
            disabled={sending}
            onClick={() => send({ event: { id: eventId }, invitations: [data.id] }).then(report, failed)}
          >
            {data.sentAt ? 'Reenviar' : 'Enviar'}
          </button>
        )}
        <a className="button" href={data.whatsAppUrl} target="_blank" rel="noopener noreferrer">
          WhatsApp
        </a>
        <button type="button" className="button button-danger" onClick={() => setConfirm(true)}>
          Excluir
        </button>
      </div>
      <ConfirmModal
        open={confirm}
        title="Excluir convite"
        confirmLabel="Excluir"
        busy={removing}
        onCancel={() => setConfirm(false)}
        onConfirm={() =>
          remove(data.id, connections).then((result) => {
            setConfirm(false);
            report(result);
          }, failed)
        }
      >
        <p>O convite de {who} será excluído da lista. Deseja continuar?</p>
      </ConfirmModal>
    </li>
  );
}
