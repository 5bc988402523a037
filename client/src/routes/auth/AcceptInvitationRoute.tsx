// /estudio/convite?c=...: an invitation to a studio's team. The invited person gives a name and a password (the
// same strength rule as every password) and enters the admin at once.
import { type FormEvent, useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useNavigate } from 'react-router';
import type { AcceptInvitationRouteQuery } from '../../__generated__/AcceptInvitationRouteQuery.graphql.ts';
import { saveAdminToken } from '../../auth/admin-session.ts';
import { PasswordField } from '../../components/CredentialFields.tsx';
import { TextField } from '../../components/Field.tsx';
import { useToasts } from '../../components/Toasts.tsx';
import { errorMessage } from '../../relay/mutations.ts';
import { AuthPage } from './components/AuthPage.tsx';
import { useAcceptTeamInvitationMutation } from './mutations/useAcceptTeamInvitationMutation.ts';

export const acceptInvitationRouteQuery = graphql`
  query AcceptInvitationRouteQuery($token: String!) {
    teamInvitation(token: $token) { email role studioName }
    studio { ...StorefrontFrame_studio }
  }
`;

const roleLabels: Record<string, string> = {
  OWNER: 'Proprietário',
  MANAGER: 'Gerente',
  PHOTOGRAPHER: 'Fotógrafo',
};

export function AcceptInvitationRoute() {
  const reference = useLoaderData() as PreloadedQuery<AcceptInvitationRouteQuery>;
  const { teamInvitation: invitation, studio } = usePreloadedQuery<AcceptInvitationRouteQuery>(
    acceptInvitationRouteQuery,
    reference,
  );
  const token = (reference.variables as { token: string }).token;
  const navigate = useNavigate();
  const toasts = useToasts();
  const [accept, accepting] = useAcceptTeamInvitationMutation();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  useEffect(() => {
    document.title = 'Convite para a equipe';
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await accept(token, name, password).catch(() => null);
    if (!result) return toasts.failure('');
    const failure = errorMessage(result);
    if (failure !== null) return toasts.failure(failure);
    if (result.__typename !== 'AcceptTeamInvitationPayload') return;
    saveAdminToken(result.token ?? '');
    navigate('/adm');
  };

  return (
    <AuthPage title="Convite para a equipe" studio={studio}>
      {!invitation ? (
        <p className="notice notice-danger">
          Este convite não é mais válido. Peça um novo convite a quem o enviou.{' '}
          <Link to="/estudio/login">Entrar</Link>
        </p>
      ) : (
        <form onSubmit={submit}>
          <p>
            Você foi convidado(a) para a equipe do <strong>{invitation.studioName}</strong> como{' '}
            <strong>{roleLabels[invitation.role] ?? invitation.role}</strong>. Você entrará com o e-mail{' '}
            <strong>{invitation.email}</strong>.
          </p>
          <TextField
            id="invitation-name"
            label="Seu nome"
            required
            maxLength={80}
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <PasswordField
            id="invitation-password"
            label="Crie uma senha"
            value={password}
            purpose="new"
            onValue={setPassword}
          />
          <button type="submit" className="button button-primary" disabled={accepting}>
            Aceitar convite
          </button>
        </form>
      )}
    </AuthPage>
  );
}
