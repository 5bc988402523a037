// The event's 'Busca pelo número' switch: the photos are read for race numbers while it is on; off deletes the
// numbers recognised.
import { graphql, useFragment } from 'react-relay/hooks';
import type { BibSearchPanel_event$key } from '../../../../__generated__/BibSearchPanel_event.graphql.ts';
import { useSetEventBibSearchMutation } from '../../mutations/useSetEventBibSearchMutation.ts';
import { SearchSwitchPanel, type SearchSwitchTexts } from './SearchSwitchPanel.tsx';

const progressQuery = graphql`
  query BibSearchPanelProgressQuery($id: ID!) {
    node(id: $id) { ... on Event { id bibSearch bibSearchProgress { indexed total processing } bibSearchBacklog { waiting secondsLeft } } }
  }
`;

const texts: SearchSwitchTexts = {
  title: 'Busca pelo número de peito',
  switchLabel: 'Permitir que os clientes encontrem suas fotos pelo número de peito',
  explanation: (
    <p className="muted">
      Os números reconhecidos nas fotos ficam guardados só enquanto a busca estiver ativada. Ao desativar,
      eles são apagados.
    </p>
  ),
  backlogLabel: 'Busca por número',
  reading: (indexed, total) => `Lendo os números das fotos: ${indexed} de ${total}`,
  done: (total) => `Números lidos em todas as ${total} ${total === 1 ? 'foto' : 'fotos'}.`,
};

export function BibSearchPanel({ event }: { event: BibSearchPanel_event$key }) {
  const data = useFragment(
    graphql`
      fragment BibSearchPanel_event on Event {
        id
        slug
        photoCount
        bibSearch
        bibSearchProgress { indexed total processing }
        bibSearchBacklog { waiting secondsLeft }
      }
    `,
    event,
  );
  const [setBibSearch, saving] = useSetEventBibSearchMutation();
  return (
    <SearchSwitchPanel
      eventId={data.id}
      photoCount={data.photoCount}
      enabled={data.bibSearch}
      progress={data.bibSearchProgress}
      backlog={data.bibSearchBacklog}
      progressQuery={progressQuery}
      setEnabled={(enabled) => setBibSearch(data, enabled)}
      saving={saving}
      texts={texts}
    />
  );
}
