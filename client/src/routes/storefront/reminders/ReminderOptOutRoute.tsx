// /lembretes/cancelar?lembrete=...&acesso=...: the cart reminder e-mail's opt-out. A button (not the link itself)
// stops the reminders, so a mail scanner that opens links cannot opt the customer out.
import { useEffect } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { ReminderOptOutRouteQuery } from '../../../__generated__/ReminderOptOutRouteQuery.graphql.ts';
import { EmailLinkAction } from '../../../components/EmailLinkAction.tsx';
import { StorefrontFrame } from '../../../components/StorefrontFrame.tsx';
import { StudioNotFound } from '../../../components/StudioNotFound.tsx';
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
  useEffect(() => {
    document.title = `Lembretes de carrinho - ${studio?.name ?? ''}`;
  }, [studio]);
  if (!studio) return <StudioNotFound />;
  const reminderId = search.get('lembrete') ?? '';
  const accessCode = search.get('acesso') ?? '';

  return (
    <StorefrontFrame studio={studio}>
      <div className="page centered-message">
        <h1>Lembretes de carrinho</h1>
        <EmailLinkAction
          complete={!!reminderId && !!accessCode}
          question={
            <p>
              Não quer mais receber e-mails de {studio.name} lembrando das fotos que ficaram no seu carrinho?
            </p>
          }
          buttonLabel="Não quero mais receber lembretes"
          busy={sending}
          run={() => optOut({ reminderId, accessCode })}
          successType="OptOutOfCartRemindersPayload"
        />
        <Link to="/">Voltar para a loja</Link>
      </div>
    </StorefrontFrame>
  );
}
