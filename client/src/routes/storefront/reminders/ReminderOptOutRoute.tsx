// /lembretes/cancelar?lembrete=...&acesso=...: the cart reminder e-mail's opt-out. A button (not the link itself)
// stops the reminders, so a mail scanner that opens links cannot opt the customer out.
import { useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { ReminderOptOutRouteQuery } from '../../../__generated__/ReminderOptOutRouteQuery.graphql.ts';
import { StorefrontFrame } from '../../../components/StorefrontFrame.tsx';
import { StudioNotFound } from '../../../components/StudioNotFound.tsx';
import { errorMessage } from '../../../relay/mutations.ts';
import { useOptOutOfCartRemindersMutation } from './mutations/useOptOutOfCartRemindersMutation.ts';

export const reminderOptOutRouteQuery = graphql`
  query ReminderOptOutRouteQuery {
    studio {
      name
      ...StorefrontFrame_studio
    }
  }
`;

export function ReminderOptOutRoute() {
  const reference = useLoaderData() as PreloadedQuery<ReminderOptOutRouteQuery>;
  const { studio } = usePreloadedQuery<ReminderOptOutRouteQuery>(reminderOptOutRouteQuery, reference);
  const [search] = useSearchParams();
  const [optOut, sending] = useOptOutOfCartRemindersMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    document.title = `Lembretes de carrinho - ${studio?.name ?? ''}`;
  }, [studio]);
  if (!studio) return <StudioNotFound />;
  const reminderId = search.get('lembrete') ?? '';
  const accessCode = search.get('acesso') ?? '';

  const confirm = () =>
    optOut({ reminderId, accessCode }).then(
      (result) => {
        const failure = errorMessage(result);
        setOutcome(
          failure !== null
            ? { ok: false, text: failure }
            : {
                ok: true,
                text: result.__typename === 'OptOutOfCartRemindersPayload' ? (result.message ?? '') : '',
              },
        );
      },
      () => setOutcome({ ok: false, text: 'Algo deu errado. Tente novamente.' }),
    );

  return (
    <StorefrontFrame studio={studio}>
      <div className="page centered-message">
        <h1>Lembretes de carrinho</h1>
        {outcome ? (
          <p className={`notice ${outcome.ok ? 'notice-success' : 'notice-danger'}`} role="status">
            {outcome.text}
          </p>
        ) : reminderId && accessCode ? (
          <>
            <p>
              Não quer mais receber e-mails de {studio.name} lembrando das fotos que ficaram no seu carrinho?
            </p>
            <button type="button" className="button button-primary" disabled={sending} onClick={confirm}>
              Não quero mais receber lembretes
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
