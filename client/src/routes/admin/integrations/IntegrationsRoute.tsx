// /adm/integracoes: the studio's API tokens for integrations (an ERP, a print lab, a bot): create one with a name,
// permissions and an optional last day (its secret shown once), the list with each one's last use, and 'Revogar'.
// The webhooks are the other tab (/adm/integracoes/webhooks).
import { useEffect } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import { ConnectionHandler } from 'relay-runtime';
import type { IntegrationsRouteQuery } from '../../../__generated__/IntegrationsRouteQuery.graphql.ts';
import { ApiTokenList } from './components/ApiTokenList.tsx';
import { CreateApiTokenForm } from './components/CreateApiTokenForm.tsx';
import { IntegrationsTabs } from './components/IntegrationsTabs.tsx';
import integrations from './IntegrationsRoute.module.css';

export const integrationsRouteQuery = graphql`
  query IntegrationsRouteQuery {
    studio { id ...ApiTokenList_studio }
  }
`;

export function IntegrationsRoute() {
  const reference = useLoaderData() as PreloadedQuery<IntegrationsRouteQuery>;
  const { studio } = usePreloadedQuery<IntegrationsRouteQuery>(integrationsRouteQuery, reference);
  useEffect(() => {
    document.title = 'Integrações';
  }, []);
  if (!studio) return null;
  return (
    <div className={integrations.page}>
      <h1>Integrações</h1>
      <IntegrationsTabs />
      <p>
        Tokens de API deixam outros sistemas (um ERP, um laboratório de impressão, um robô de atendimento)
        usarem a API GraphQL (/graphql) e os endereços /api do estúdio. Envie o token no cabeçalho{' '}
        <code>Authorization: Bearer rvk_...</code>; cada token só faz o que suas permissões permitem.
      </p>
      <CreateApiTokenForm
        connection={ConnectionHandler.getConnectionID(studio.id, 'ApiTokenList_apiTokens')}
      />
      <ApiTokenList studio={studio} />
    </div>
  );
}
