// /alertas/cancelar?alerta=...&acesso=...: the photo alert e-mail's cancel link. One click on the button (not the
// link itself, which mail scanners open) cancels the alert and deletes the face kept for it.
import { useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { AlertUnsubscribeRouteQuery } from '../../../__generated__/AlertUnsubscribeRouteQuery.graphql.ts';
import { StorefrontFrame } from '../../../components/StorefrontFrame.tsx';
import { StudioNotFound } from '../../../components/StudioNotFound.tsx';
import { errorMessage } from '../../../relay/mutations.ts';
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
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    document.title = `Avisos de novas fotos - ${studio?.name ?? ''}`;
  }, [studio]);
  if (!studio) return <StudioNotFound />;
  const alertId = search.get('alerta') ?? '';
  const accessCode = search.get('acesso') ?? '';

  const confirm = () =>
    unsubscribe({ alertId, accessCode }).then(
      (result) => {
        const failure = errorMessage(result);
        setOutcome(
          failure !== null
            ? { ok: false, text: failure }
            : {
                ok: true,
                text: result.__typename === 'UnsubscribePhotoAlertPayload' ? (result.message ?? '') : '',
              },
        );
      },
      () => setOutcome({ ok: false, text: 'Algo deu errado. Tente novamente.' }),
    );

  return (
    <StorefrontFrame studio={studio}>
      <div className="page centered-message">
        <h1>Avisos de novas fotos</h1>
        {outcome ? (
          <p className={`notice ${outcome.ok ? 'notice-success' : 'notice-danger'}`} role="status">
            {outcome.text}
          </p>
        ) : alertId && accessCode ? (
          <>
            <p>
              Não quer mais receber e-mails de {studio.name} quando aparecerem fotos novas suas? Ao cancelar,
              os dados do seu rosto guardados para o aviso são apagados na hora.
            </p>
            <button type="button" className="button button-primary" disabled={sending} onClick={confirm}>
              Cancelar o aviso
            </button>
          </>
        ) : (
          <p className="notice notice-danger" role="status">
            Este link está incompleto. Abra-o de novo pelo e-mail que você recebeu.
          </p>
        )}
        <Link to="/">Voltar para a loja</Link>
      </div>
    </StorefrontFrame>
  );
}
