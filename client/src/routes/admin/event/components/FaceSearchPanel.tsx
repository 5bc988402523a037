// The event's 'Busca pela selfie' switch ('Encontrar minhas fotos' in the gallery): the faces in the photos are
// read while it is on; turning it off, once confirmed, deletes every face stored for the event.
import { graphql, useFragment } from 'react-relay/hooks';
import type { FaceSearchPanel_event$key } from '../../../../__generated__/FaceSearchPanel_event.graphql.ts';
import { useSetEventFaceSearchMutation } from '../../mutations/useSetEventFaceSearchMutation.ts';
import { SearchSwitchPanel, type SearchSwitchTexts } from './SearchSwitchPanel.tsx';

const progressQuery = graphql`
  query FaceSearchPanelProgressQuery($id: ID!) {
    node(id: $id) { ... on Event { id faceSearch faceSearchProgress { indexed total processing } faceSearchBacklog { waiting secondsLeft } } }
  }
`;

const texts: SearchSwitchTexts = {
  title: 'Busca pela selfie',
  switchLabel: 'Busca pela selfie (Encontrar minhas fotos)',
  explanation: (
    <p className="muted">
      O cliente envia uma selfie, que é comparada com os rostos encontrados nas fotos deste evento e nunca é
      guardada. Rostos são dados pessoais sensíveis pela LGPD, e o estúdio é o controlador desses dados. Ao
      desativar, todos os rostos guardados deste evento são apagados.
    </p>
  ),
  backlogLabel: 'Busca por selfie',
  reading: (indexed, total) => `Lendo os rostos das fotos: ${indexed} de ${total}`,
  done: (total) => `Todos os rostos lidos (${total} ${total === 1 ? 'foto' : 'fotos'})`,
  confirmOff: {
    title: 'Busca pela selfie',
    text: 'Desativar a busca pela selfie? Os dados dos rostos deste evento serão apagados.',
    button: 'Desativar',
  },
};

export function FaceSearchPanel({ event }: { event: FaceSearchPanel_event$key }) {
  const data = useFragment(
    graphql`
      fragment FaceSearchPanel_event on Event {
        id
        slug
        photoCount
        faceSearch
        faceSearchProgress { indexed total processing }
        faceSearchBacklog { waiting secondsLeft }
      }
    `,
    event,
  );
  const [setFaceSearch, saving] = useSetEventFaceSearchMutation();
  return (
    <SearchSwitchPanel
      eventId={data.id}
      photoCount={data.photoCount}
      enabled={data.faceSearch}
      progress={data.faceSearchProgress}
      backlog={data.faceSearchBacklog}
      progressQuery={progressQuery}
      setEnabled={(enabled) => setFaceSearch(data, enabled)}
      saving={saving}
      texts={texts}
    />
  );
}
