// /adm/{urlEvento}: the event's page. Title, publishing and the event date, 'Adicionar Fotos' with the upload
// experience, the photo count, the grid whose selection is deleted at once or gives the cover, the cover upload, the
// gallery link to copy, the settings (gear), the originals as one ZIP and deleting the event. Photographers: who shot
// the photos sent ('Fotógrafo', for the roles that credit others), the grid's 'Fotógrafo' filter, and crediting the
// selected photos to another photographer.
import { useEffect, useState } from 'react';
import {
  fetchQuery,
  graphql,
  type PreloadedQuery,
  usePreloadedQuery,
  useRelayEnvironment,
} from 'react-relay/hooks';
import { Link, useLoaderData, useNavigate, useOutletContext } from 'react-router';
import { ConnectionHandler } from 'relay-runtime';
import type { AdminEventRouteQuery } from '../../../__generated__/AdminEventRouteQuery.graphql.ts';
import photoGridQuery, {
  type AdminPhotoGridPaginationQuery,
} from '../../../__generated__/AdminPhotoGridPaginationQuery.graphql.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { DropZone } from '../../../components/DropZone.tsx';
import { RenditionImage } from '../../../components/RenditionImage.tsx';
import { useToasts } from '../../../components/Toasts.tsx';
import { useResultToast } from '../../../components/useResultToast.ts';
import type { AdminOutletContext } from '../AdminLayout.tsx';
import { can } from '../capabilities.ts';
import { AdminCard } from '../components/AdminCard.tsx';
import { PhotoUploader } from '../components/PhotoUploader.tsx';
import { useCreateEventOriginalsLinkMutation } from '../mutations/useCreateEventOriginalsLinkMutation.ts';
import { useDeleteEventMutation } from '../mutations/useDeleteEventMutation.ts';
import { useDeletePhotosMutation } from '../mutations/useDeletePhotosMutation.ts';
import { useMovePhotoMutation } from '../mutations/useMovePhotoMutation.ts';
import { useReassignPhotosMutation } from '../mutations/useReassignPhotosMutation.ts';
import { useSetEventCoverFromPhotoMutation } from '../mutations/useSetEventCoverFromPhotoMutation.ts';
import { useSetEventCoverMutation } from '../mutations/useSetEventCoverMutation.ts';
import styles from './AdminEventRoute.module.css';
import { AdminPhotoGrid, type SelectedPhoto } from './components/AdminPhotoGrid.tsx';
import { ArchivePanel } from './components/ArchivePanel.tsx';
import { BibSearchPanel } from './components/BibSearchPanel.tsx';
import { CustomerChoicesCard } from './components/CustomerChoicesCard.tsx';
import { ExpiryPanel } from './components/ExpiryPanel.tsx';
import { FaceSearchPanel } from './components/FaceSearchPanel.tsx';
import { GallerySettingsModal } from './components/gallery-settings/GallerySettingsModal.tsx';
import { PhotoAlertsCard } from './components/PhotoAlertsCard.tsx';
import { type PhotographerChoice, PhotographerPicker } from './components/PhotographerPicker.tsx';
import { PhotoSelectionBar } from './components/PhotoSelectionBar.tsx';
import { PublishPanel } from './components/PublishPanel.tsx';
import { SaleWarning } from './components/SaleWarning.tsx';

export const adminEventRouteQuery = graphql`
  query AdminEventRouteQuery($slug: String!, $full: Boolean!, $credit: Boolean!) {
    me { id }
    studio {
      id
      plan { maxPhotoBytes }
      photographers @include(if: $credit) { id name }
      event(slug: $slug) {
        id
        name
        slug
        photoCount
        photographers { memberId name photoCount }
        isPrivate
        cover { url width height }
        ...AdminPhotoGrid_event
        ...GallerySettingsModal_event @include(if: $full) @alias(as: "settings")
        ...SaleWarning_event
        ...BibSearchPanel_event
        ...FaceSearchPanel_event
        ...CustomerChoicesCard_event @include(if: $full) @alias(as: "choices")
        ...PhotoAlertsCard_event @include(if: $full) @alias(as: "alerts")
        ...PublishPanel_event
        ...ExpiryPanel_event
        ...ArchivePanel_event
      }
      ...GallerySettingsModal_studio @include(if: $full) @alias(as: "gallerySettings")
    }
  }
`;

export function AdminEventRoute() {
  const reference = useLoaderData() as PreloadedQuery<AdminEventRouteQuery>;
  const { studio, me } = usePreloadedQuery<AdminEventRouteQuery>(adminEventRouteQuery, reference);
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const toasts = useToasts();
  const { report, failed } = useResultToast();
  const [deletePhotos, deletingPhotos] = useDeletePhotosMutation();
  const [setCoverFromPhoto, settingCoverFromPhoto] = useSetEventCoverFromPhotoMutation();
  const [movePhoto] = useMovePhotoMutation();
  const [selected, setSelected] = useState<ReadonlyMap<string, SelectedPhoto>>(new Map());
  const [confirmPhotos, setConfirmPhotos] = useState(false);
  const [deleteEvent, deletingEvent] = useDeleteEventMutation();
  const [setCover, settingCover] = useSetEventCoverMutation();
  const [createOriginalsLink, preparingOriginals] = useCreateEventOriginalsLinkMutation();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [reassignPhotos, reassigning] = useReassignPhotosMutation();
  const [uploadBy, setUploadBy] = useState<PhotographerChoice | null>(null);
  const [reassignTo, setReassignTo] = useState<PhotographerChoice | null>(null);
  const [filter, setFilter] = useState('');
  const [refreshes, setRefreshes] = useState(0);
  const event = studio?.event;
  // Prices, delivery and who may open the gallery: not a photographer's (capabilities.ts).
  const capabilities = useOutletContext<AdminOutletContext | undefined>()?.capabilities ?? [];
  const full = can(capabilities, 'pricing') && can(capabilities, 'customers');
  useEffect(() => {
    if (event) document.title = `${event.name} - Administração`;
  }, [event]);

  if (!studio || !event) {
    return (
      <div className="centered-message">
        <h1>Evento não encontrado</h1>
        <Link to="/adm">Voltar</Link>
      </div>
    );
  }
  const galleryUrl = `${window.location.origin}/${event.slug}`;
  const photosConnection = ConnectionHandler.getConnectionID(event.id, 'AdminPhotoGrid_photos');
  const eventsConnection = ConnectionHandler.getConnectionID(studio.id, 'AdminHomeRoute_events');
  // Uploads go through tus, outside GraphQL: the grid's own refetch query brings its first page and the count.
  const filtered = photographerFilters(event.photographers).get(filter);
  const shotBy = filtered ? (({ label: _label, ...choice }) => choice)(filtered) : null;
  const refreshPhotos = () =>
    fetchQuery<AdminPhotoGridPaginationQuery>(environment, photoGridQuery, {
      id: event.id,
      photographer: shotBy,
    }).subscribe({});
  // Crediting others is the owner's and the manager's (the team comes only to them); the default is oneself.
  const team = studio.photographers ?? null;
  const ownChoice: PhotographerChoice = { memberId: me?.id ?? '' };
  const uploadChoice = uploadBy ?? ownChoice;
  const uploadPhotographer = !team
    ? undefined
    : uploadChoice.memberId
      ? { memberId: uploadChoice.memberId }
      : { name: uploadChoice.name?.trim() };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1>{event.name}</h1>
          <p className="muted">
            {event.photoCount} {event.photoCount === 1 ? 'imagem' : 'imagens'} ·{' '}
            {event.isPrivate ? 'Galeria com senha' : 'Galeria pública'}
          </p>
        </div>
        <div className={styles.tools}>
          <button
            type="button"
            className="button"
            onClick={() =>
              navigator.clipboard?.writeText(galleryUrl).then(
                () => toasts.success('Link copiado', 2000),
                () => toasts.failure(''),
              )
            }
          >
            Copiar link da galeria
          </button>
          <button
            type="button"
            className="button"
            hidden={!full}
            onClick={() => setSettingsOpen(true)}
            aria-label="Configurações da galeria"
          >
            ⚙ Configurações
          </button>
          {can(capabilities, 'customers') && (
            <Link className="button" to={`/adm/${event.slug}/convites`}>
              Convidar clientes
            </Link>
          )}
          {event.photoCount > 0 && (
            <button
              type="button"
              className="button"
              disabled={preparingOriginals}
              onClick={() =>
                createOriginalsLink(event.id).then((result) => {
                  if (result.__typename === 'CreateEventOriginalsLinkPayload' && result.url)
                    window.location.assign(result.url);
                  else report(result);
                }, failed)
              }
            >
              Baixar originais (ZIP)
            </button>
          )}
        </div>
      </header>

      <SaleWarning event={event} onOpenSettings={() => setSettingsOpen(true)} />

      <PublishPanel event={event} />
      <ExpiryPanel event={event} />
      <ArchivePanel event={event} />

      <AdminCard label="Envio de fotos">
        <PhotoUploader
          eventSlug={event.slug}
          onFinished={() => {
            refreshPhotos();
            // The filter's list of photographers and their counts.
            fetchQuery<AdminEventRouteQuery>(
              environment,
              adminEventRouteQuery,
              reference.variables,
            ).subscribe({});
          }}
          maxPhotoBytes={studio.plan.maxPhotoBytes}
          photographer={uploadPhotographer}
        >
          {team && <PhotographerPicker team={team} value={uploadChoice} onChange={setUploadBy} />}
        </PhotoUploader>
      </AdminCard>

      <AdminCard title="Capa" titleId="cover-title">
        <div className={styles.cover}>
          {event.cover ? (
            <RenditionImage rendition={event.cover} alt={`Capa de ${event.name}`} />
          ) : (
            <span className="muted">Sem capa: o evento não aparece em 'Trabalhos Recentes' da loja.</span>
          )}
          <p className="muted">
            Envie uma imagem ou marque uma das fotos do evento, abaixo, e clique em "Usar como capa".
          </p>
          <div className={styles.coverPicker}>
            <DropZone
              label={event.cover ? 'Trocar capa' : 'Escolher capa'}
              disabled={settingCover}
              onFiles={([file]) =>
                file && setCover(event.slug, file).then((result) => report(result), failed)
              }
            />
          </div>
        </div>
      </AdminCard>

      <div className={styles.searches}>
        <BibSearchPanel event={event} />
        <FaceSearchPanel event={event} />
        {full && event.alerts && <PhotoAlertsCard event={event.alerts} />}
      </div>

      <AdminCard title="Fotos" titleId="photos-title">
        {event.photographers.length > 0 && (
          <div className={`field ${styles.photographerFilter}`}>
            <label htmlFor="photographer-filter">Fotógrafo:</label>
            <select
              id="photographer-filter"
              value={filter}
              onChange={(change) => {
                setFilter(change.target.value);
                setSelected(new Map());
              }}
            >
              <option value="">todos</option>
              {[...photographerFilters(event.photographers)].map(([key, choice]) => (
                <option key={key} value={key}>
                  {choice.label}
                </option>
              ))}
            </select>
          </div>
        )}
        <PhotoSelectionBar
          count={selected.size}
          canBeCover={selected.size === 1 && [...selected.values()][0]!.ready}
          busy={deletingPhotos || settingCover || settingCoverFromPhoto}
          onDelete={() => setConfirmPhotos(true)}
          onCover={() =>
            setCoverFromPhoto(event.slug, [...selected.keys()][0]!).then((result) => {
              if (report(result)) setSelected(new Map());
            }, failed)
          }
          onMove={
            selected.size === 1
              ? (direction) => {
                  // Each press is a move (the server takes them one at a time, in order).
                  movePhoto(event.slug, [...selected.keys()][0]!, direction).then((result) => {
                    // The grid asks for its first page again, in the new order.
                    if (report(result)) refreshPhotos();
                  }, failed);
                }
              : undefined
          }
          onClear={() => setSelected(new Map())}
          onReassign={team ? () => setReassignTo(ownChoice) : undefined}
        />
        <AdminPhotoGrid
          event={event}
          photographer={shotBy}
          refreshes={refreshes}
          selected={selected}
          onToggle={(photo, on) =>
            setSelected((current) => {
              const next = new Map(current);
              if (on) next.set(photo.id, photo);
              else next.delete(photo.id);
              return next;
            })
          }
        />
      </AdminCard>

      {full && event.choices && <CustomerChoicesCard event={event.choices} />}

      <section className={styles.danger}>
        <button type="button" className="button button-danger" onClick={() => setConfirmDelete(true)}>
          Excluir evento
        </button>
      </section>

      {full && event.settings && studio.gallerySettings && (
        <GallerySettingsModal
          event={event.settings}
          studio={studio.gallerySettings}
          open={settingsOpen}
          onClose={() => setSettingsOpen(false)}
        />
      )}
      <ConfirmModal
        open={confirmPhotos}
        title="Excluir fotos"
        confirmLabel="Excluir"
        busy={deletingPhotos}
        onCancel={() => setConfirmPhotos(false)}
        onConfirm={() =>
          deletePhotos({ event: { slug: event.slug }, photoIds: [...selected.keys()] }, [
            photosConnection,
          ]).then((result) => {
            setConfirmPhotos(false);
            if (report(result)) setSelected(new Map());
          }, failed)
        }
      >
        <p>
          {selected.size === 1
            ? `A foto ${[...selected.values()][0]!.originalName} será excluída da galeria.`
            : `As ${selected.size} fotos selecionadas serão excluídas da galeria.`}{' '}
          Os pedidos já feitos continuam com suas fotos. Deseja continuar?
        </p>
      </ConfirmModal>
      {team && reassignTo && (
        <ConfirmModal
          open
          title="Alterar fotógrafo"
          confirmLabel="Alterar"
          busy={reassigning}
          onCancel={() => setReassignTo(null)}
          onConfirm={() =>
            reassignPhotos({
              event: { slug: event.slug },
              photoIds: [...selected.keys()],
              photographer: reassignTo.memberId
                ? { memberId: reassignTo.memberId }
                : { name: reassignTo.name ?? '' },
            }).then((result) => {
              if (!report(result)) return;
              setReassignTo(null);
              setSelected(new Map());
              setRefreshes((count) => count + 1);
            }, failed)
          }
        >
          <p>
            {selected.size === 1
              ? 'A foto selecionada e suas vendas passam a ser do fotógrafo escolhido.'
              : `As ${selected.size} fotos selecionadas e suas vendas passam a ser do fotógrafo escolhido.`}
          </p>
          <PhotographerPicker team={team} value={reassignTo} onChange={setReassignTo} />
        </ConfirmModal>
      )}
      <ConfirmModal
        open={confirmDelete}
        title="Excluir evento"
        confirmLabel="Excluir"
        busy={deletingEvent}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          deleteEvent({ event: { slug: event.slug } }, [eventsConnection]).then((result) => {
            if (report(result)) navigate('/adm');
          }, failed)
        }
      >
        <p>
          O evento <strong>{event.name}</strong> e todas as suas fotos serão excluídos. Os pedidos já feitos
          continuam registrados. Deseja continuar?
        </p>
      </ConfirmModal>
    </div>
  );
}

/** The filter's choices by key: each photographer of the event (a member, or a typed name) with their count. */
function photographerFilters(
  photographers: readonly { memberId: string | null | undefined; name: string; photoCount: number }[],
): Map<string, { memberId?: string; name?: string; label: string }> {
  return new Map(
    photographers.map((photographer) => [
      photographer.memberId ? `membro:${photographer.memberId}` : `nome:${photographer.name}`,
      {
        ...(photographer.memberId ? { memberId: photographer.memberId } : { name: photographer.name }),
        label: `${photographer.name} (${photographer.photoCount})`,
      },
    ]),
  );
}
