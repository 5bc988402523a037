// /adm/integracoes/webhooks: the studio's webhook endpoints. Register one (address, events; its signing secret shown
// once), change, turn off and on, a new secret, delete; each with its delivery log (WebhookLogRoute).
import { useEffect } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { WebhooksRoute_studio$key } from '../../../../__generated__/WebhooksRoute_studio.graphql.ts';
import type { WebhooksRouteQuery } from '../../../../__generated__/WebhooksRouteQuery.graphql.ts';
import { IntegrationsTabs } from '../components/IntegrationsTabs.tsx';
import integrations from '../IntegrationsRoute.module.css';
import { CreateWebhookEndpointForm } from './components/CreateWebhookEndpointForm.tsx';
import { WebhookEndpointCard } from './components/WebhookEndpointCard.tsx';

export const webhooksRouteQuery = graphql`
  query WebhooksRouteQuery {
    studio { id ...WebhooksRoute_studio }
  }
`;

export function WebhooksRoute() {
  const reference = useLoaderData() as PreloadedQuery<WebhooksRouteQuery>;
  const { studio } = usePreloadedQuery<WebhooksRouteQuery>(webhooksRouteQuery, reference);
  useEffect(() => {
    document.title = 'Webhooks - Integrações';
  }, []);
  if (!studio) return null;
  return <Webhooks studio={studio} />;
}

function Webhooks({ studio }: { studio: WebhooksRoute_studio$key }) {
  const data = useFragment(
    graphql`
      fragment WebhooksRoute_studio on Studio {
        webhookEventTypes { type label }
        webhookEndpoints { id ...WebhookEndpointCard_endpoint }
      }
    `,
    studio,
  );
  return (
    <div className={integrations.page}>
      <h1>Integrações</h1>
      <IntegrationsTabs />
      <p>
        Webhooks avisam outros sistemas (um ERP, um laboratório de impressão, um robô de atendimento) do que
        acontece no estúdio: um pedido pago, fotos enviadas, uma foto pronta. A cada evento escolhido, o
        Revela faz um POST com JSON no endereço cadastrado, assinado no padrão Standard Webhooks (cabeçalhos{' '}
        <code>webhook-id</code>, <code>webhook-timestamp</code> e <code>webhook-signature</code>). Entregas
        que falham são repetidas por 3 dias; as mensagens de um mesmo pedido, foto ou evento chegam na ordem.
      </p>
      <CreateWebhookEndpointForm eventTypes={data.webhookEventTypes} />
      <section aria-labelledby="webhook-endpoints-title">
        <h2 id="webhook-endpoints-title">Endpoints</h2>
        {data.webhookEndpoints.length === 0 ? (
          <p className="card muted">Nenhum endpoint cadastrado.</p>
        ) : (
          data.webhookEndpoints.map((endpoint) => (
            <WebhookEndpointCard key={endpoint.id} endpoint={endpoint} eventTypes={data.webhookEventTypes} />
          ))
        )}
      </section>
    </div>
  );
}
