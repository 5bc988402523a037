// /privacidade/meus-dados/confirmar?codigo=...: the confirmation e-mail's link; its button confirms the request.
import { useEffect } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { ConfirmDataRequestRouteQuery } from '../../../__generated__/ConfirmDataRequestRouteQuery.graphql.ts';
import { EmailLinkAction } from '../../../components/EmailLinkAction.tsx';
import { StorefrontFrame } from '../../../components/StorefrontFrame.tsx';
import { StudioNotFound } from '../../../components/StudioNotFound.tsx';
import { useConfirmCustomerDataRequestMutation } from './mutations/useConfirmCustomerDataRequestMutation.ts';

export const confirmDataRequestRouteQuery = graphql`
  query ConfirmDataRequestRouteQuery {
    studio {
      name
      ...StorefrontFrame_studio
    }
  }
`;

export function ConfirmDataRequestRoute() {
  const reference = useLoaderData() as PreloadedQuery<ConfirmDataRequestRouteQuery>;
  const { studio } = usePreloadedQuery<ConfirmDataRequestRouteQuery>(confirmDataRequestRouteQuery, reference);
  const [search] = useSearchParams();
  const [confirm, sending] = useConfirmCustomerDataRequestMutation();
  useEffect(() => {
    document.title = `Confirmar pedido - ${studio?.name ?? ''}`;
  }, [studio]);
  if (!studio) return <StudioNotFound />;
  const token = search.get('codigo') ?? '';
  return (
    <StorefrontFrame studio={studio}>
      <div className="page centered-message">
        <h1>Confirmar pedido</h1>
        <EmailLinkAction
          complete={!!token}
          question={<p>Toque no botão para confirmar o seu pedido sobre os seus dados em {studio.name}.</p>}
          buttonLabel="Confirmar o pedido"
          busy={sending}
          run={() => confirm(token)}
          successType="ConfirmCustomerDataRequestPayload"
        />
        <Link to="/">Voltar para a loja</Link>
      </div>
    </StorefrontFrame>
  );
}
