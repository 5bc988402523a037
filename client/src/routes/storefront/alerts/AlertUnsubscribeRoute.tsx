// /alertas/cancelar?alerta=...&acesso=...: the photo alert e-mail's cancel link. One click on the button (not the
// link itself, which mail scanners open) cancels the alert and deletes the face kept for it.
import { useEffect } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { AlertUnsubscribeRouteQuery } from '../../../__generated__/AlertUnsubscribeRouteQuery.graphql.ts';
import { EmailLinkAction } from '../../../components/EmailLinkAction.tsx';
import { StorefrontFrame } from '../../../components/StorefrontFrame.tsx';
import { StudioNotFound } from '../../../components/StudioNotFound.tsx';
import { useUnsubscribePhotoAlertMutation } from './mutations/useUnsubscribePhotoAlertMutation.ts';

export const alertUnsubscribeRouteQuery = graphql`
  query AlertUnsubscribeRouteQuery {
    studio {
      name
      ...StorefrontFrame_studio
    }
  }
`;

export function AlertUnsubscribeRoute() {
  const reference = useLoaderData() as PreloadedQuery<AlertUnsubscribeRouteQuery>;
  const { studio } = usePreloadedQuery<AlertUnsubscribeRouteQuery>(alertUnsubscribeRouteQuery, reference);
  const [search] = useSearchParams();
  const [unsubscribe, sending] = useUnsubscribePhotoAlertMutation();
  useEffect(() => {
    document.title = `Avisos de novas fotos - ${studio?.name ?? ''}`;
  }, [studio]);
  if (!studio) return <StudioNotFound />;
  const alertId = search.get('alerta') ?? '';
  const accessCode = search.get('acesso') ?? '';

  return (
    <StorefrontFrame studio={studio}>
      <div className="page centered-message">
        <h1>Avisos de novas fotos</h1>
        <EmailLinkAction
          complete={!!alertId && !!accessCode}
          question={
            <p>
              Não quer mais receber e-mails de {studio.name} quando aparecerem fotos novas suas? Ao cancelar,
              os dados do seu rosto guardados para o aviso são apagados na hora.
            </p>
          }
          buttonLabel="Cancelar o aviso"
          busy={sending}
          run={() => unsubscribe({ alertId, accessCode })}
          successType="UnsubscribePhotoAlertPayload"
        />
        <Link to="/">Voltar para a loja</Link>
      </div>
    </StorefrontFrame>
  );
}
