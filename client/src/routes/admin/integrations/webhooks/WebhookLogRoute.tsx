// /adm/integracoes/webhooks/{endpointId}: an endpoint's delivery log, the newest message first: each message's
// attempts with their answer and timing, and 'Reenviar'.
import { useEffect } from 'react';
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import type { WebhookLogRoute_endpoint$key } from '../../../../__generated__/WebhookLogRoute_endpoint.graphql.ts';
import type { WebhookLogRouteQuery } from '../../../../__generated__/WebhookLogRouteQuery.graphql.ts';
import integrations from '../IntegrationsRoute.module.css';
import { WebhookMessageRow } from './components/WebhookMessageRow.tsx';
import styles from './Webhooks.module.css';

export const webhookLogRouteQuery = graphql`
  query WebhookLogRouteQuery($id: ID!) {
    node(id: $id) {
      ... on WebhookEndpoint {
        url
        enabled
      }
      ...WebhookLogRoute_endpoint @alias(as: "endpoint")
    }
  }
`;

/** The Relay id of an endpoint from the endpointId in the address. */
export const webhookEndpointNodeId = (endpointId: string) => btoa(`WebhookEndpoint:${endpointId}`);

export function WebhookLogRoute() {
  const reference = useLoaderData() as PreloadedQuery<WebhookLogRouteQuery>;
  const { node } = usePreloadedQuery<WebhookLogRouteQuery>(webhookLogRouteQuery, reference);
  useEffect(() => {
    document.title = 'Registro de entregas - Webhooks';
  }, []);
  const back = <Link to="/adm/integracoes/webhooks">← Webhooks</Link>;
  if (!node?.url || !node.endpoint) {
    return (
      <div className={integrations.page}>
        {back}
        <p className="card">Endpoint não encontrado.</p>
      </div>
    );
  }
  return (
    <div className={integrations.page}>
      {back}
      <h1>Registro de entregas</h1>
      <p>
        <span className={styles.url}>{node.url}</span>
        {!node.enabled && ' (desativado: os eventos novos não são enviados)'}
      </p>
      <Messages endpoint={node.endpoint} />
    </div>
  );
}

function Messages({ endpoint }: { endpoint: WebhookLogRoute_endpoint$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment WebhookLogRoute_endpoint on WebhookEndpoint
      @refetchable(queryName: "WebhookLogPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        messages(first: $count, after: $cursor) @connection(key: "WebhookLogRoute_messages") {
          edges { node { id ...WebhookMessageRow_message } }
        }
      }
    `,
    endpoint,
  );
  const messages = data.messages.edges.map((edge) => edge.node);
  return (
    <section aria-label="Mensagens">
      <p>
        <button type="button" className="button" onClick={() => refetch({}, { fetchPolicy: 'network-only' })}>
          Atualizar
        </button>
      </p>
      {messages.length === 0 ? (
        <p className="card muted">Nenhuma mensagem ainda. Use "Enviar teste" na página de webhooks.</p>
      ) : (
        messages.map((message) => <WebhookMessageRow key={message.id} message={message} />)
      )}
      {hasNext && (
        <button type="button" className="button" disabled={isLoadingNext} onClick={() => loadNext(20)}>
          Carregar mais
        </button>
      )}
    </section>
  );
}
