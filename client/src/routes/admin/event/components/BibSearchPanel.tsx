// The event's 'Busca pelo número' switch: off by default; on, the photos are read in the background and the progress
// shows here (asked again every few seconds until every photo is read); off deletes the numbers recognised.
import { useEffect } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import type { BibSearchPanel_event$key } from '../../../../__generated__/BibSearchPanel_event.graphql.ts';
import type { BibSearchPanelProgressQuery } from '../../../../__generated__/BibSearchPanelProgressQuery.graphql.ts';
import { useResultToast } from '../../components/useResultToast.ts';
import { useSetEventBibSearchMutation } from '../../mutations/useSetEventBibSearchMutation.ts';
import styles from './BibSearchPanel.module.css';

const progressQuery = graphql`
  query BibSearchPanelProgressQuery($id: ID!) {
    node(id: $id) { ... on Event { id bibSearch bibSearchProgress { indexed total } } }
  }
`;

export const bibSearchPollMs = 3000;

export function BibSearchPanel({ event }: { event: BibSearchPanel_event$key }) {
  const data = useFragment(
    graphql`
      fragment BibSearchPanel_event on Event {
        id
        slug
        bibSearch
        bibSearchProgress { indexed total }
      }
    `,
    event,
  );
  const environment = useRelayEnvironment();
  const [setBibSearch, saving] = useSetEventBibSearchMutation();
  const { report, failed } = useResultToast();
  const { indexed, total } = data.bibSearchProgress;
  const reading = data.bibSearch && indexed < total;

  useEffect(() => {
    if (!reading) return;
    const timer = setInterval(() => {
      fetchQuery<BibSearchPanelProgressQuery>(
        environment,
        progressQuery,
        { id: data.id },
        { fetchPolicy: 'network-only' },
      ).subscribe({});
    }, bibSearchPollMs);
    return () => clearInterval(timer);
  }, [environment, reading, data.id]);

  return (
    <section className={styles.panel} aria-labelledby="bib-search-title">
      <h2 id="bib-search-title">Busca pelo número de peito</h2>
      <label className={styles.switch}>
        <input
          type="checkbox"
          checked={data.bibSearch}
          disabled={saving}
          onChange={(change) =>
            setBibSearch(data, change.currentTarget.checked).then((result) => report(result), failed)
          }
        />
        Permitir que os clientes encontrem suas fotos pelo número de peito
      </label>
      <p className="muted">
        Os números reconhecidos nas fotos ficam guardados só enquanto a busca estiver ativada. Ao desativar,
        eles são apagados.
      </p>
      {data.bibSearch &&
        (reading ? (
          <p className={styles.progress} role="status">
            <progress value={indexed} max={total} />
            Lendo os números das fotos: {indexed} de {total}
          </p>
        ) : (
          <p className={styles.progress} role="status">
            {total === 0
              ? 'As fotos serão lidas assim que forem enviadas.'
              : `Números lidos em todas as ${total} ${total === 1 ? 'foto' : 'fotos'}.`}
          </p>
        ))}
    </section>
  );
}
