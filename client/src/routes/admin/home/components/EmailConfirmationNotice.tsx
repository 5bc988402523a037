// Above the dashboard of a studio just signed up: the storefront shows 'Loja em preparação' until the owner
// confirms the e-mail, and the e-mail can be sent again.
import { graphql, useFragment } from 'react-relay/hooks';
import type { EmailConfirmationNotice_studio$key } from '../../../../__generated__/EmailConfirmationNotice_studio.graphql.ts';
import { useToasts } from '../../../../components/Toasts.tsx';
import { errorMessage } from '../../../../relay/mutations.ts';
import { useResendStudioVerificationEmailMutation } from '../../mutations/useResendStudioVerificationEmailMutation.ts';

export function EmailConfirmationNotice({ studio }: { studio: EmailConfirmationNotice_studio$key }) {
  const data = useFragment(
    graphql`
      fragment EmailConfirmationNotice_studio on Studio {
        storefrontOpen
      }
    `,
    studio,
  );
  const toasts = useToasts();
  const [resend, resending] = useResendStudioVerificationEmailMutation();
  if (data.storefrontOpen) return null;
  const send = async () => {
    const result = await resend().catch(() => null);
    if (!result) return toasts.failure('');
    const failure = errorMessage(result);
    if (failure !== null) return toasts.failure(failure);
    toasts.success(
      result.__typename === 'ResendStudioVerificationEmailPayload' ? (result.message ?? '') : '',
    );
  };
  return (
    <section className="notice" aria-label="Confirme seu e-mail">
      <p>
        <strong>Confirme seu e-mail.</strong> Enviamos um link para o e-mail do cadastro. Até a confirmação, o
        painel funciona normalmente, mas a loja mostra "Loja em preparação" aos clientes.
      </p>
      <button type="button" className="button" onClick={send} disabled={resending}>
        Reenviar e-mail
      </button>
    </section>
  );
}
