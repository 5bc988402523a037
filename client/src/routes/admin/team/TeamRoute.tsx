// /adm/equipe: the studio's team. Invite by e-mail with a role, resend or revoke an invitation, change a member's
// role, remove a member (the studio always keeps one owner; the plan caps members plus pending invitations).
import { type FormEvent, useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { TeamRoute_team$key } from '../../../__generated__/TeamRoute_team.graphql.ts';
import type { TeamRouteQuery } from '../../../__generated__/TeamRouteQuery.graphql.ts';
import { EmailField } from '../../../components/CredentialFields.tsx';
import { useResultToast } from '../../../components/useResultToast.ts';
import dataTable from '../components/DataTable.module.css';
import styles from '../settings/SettingsRoute.module.css';
import { useInviteTeamMemberMutation } from './mutations/useInviteTeamMemberMutation.ts';
import {
  useChangeTeamMemberRoleMutation,
  useRemoveTeamMemberMutation,
  useResendTeamInvitationMutation,
  useRevokeTeamInvitationMutation,
} from './mutations/useTeamChangeMutations.ts';

export const teamRouteQuery = graphql`
  query TeamRouteQuery {
    studio { id ...TeamRoute_team }
  }
`;

type Role = 'OWNER' | 'MANAGER' | 'PHOTOGRAPHER';
const roleLabels: Record<Role, string> = {
  OWNER: 'Proprietário',
  MANAGER: 'Gerente',
  PHOTOGRAPHER: 'Fotógrafo',
};
const roleHelp: Record<Role, string> = {
  OWNER: 'tudo, inclusive plano, credenciais e equipe',
  MANAGER: 'tudo, menos plano, credenciais e equipe',
  PHOTOGRAPHER: 'cria eventos e envia fotos; não vê preços, pedidos nem clientes',
};
const stateLabels: Record<string, string> = {
  PENDING: 'Pendente',
  EXPIRED: 'Expirado',
  REVOKED: 'Revogado',
  ACCEPTED: 'Aceito',
};
const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

export function TeamRoute() {
  const reference = useLoaderData() as PreloadedQuery<TeamRouteQuery>;
  const { studio } = usePreloadedQuery<TeamRouteQuery>(teamRouteQuery, reference);
  useEffect(() => {
    document.title = 'Equipe';
  }, []);
  if (!studio) return null;
  return <Team studio={studio} />;
}

function Team({ studio }: { studio: TeamRoute_team$key }) {
  const data = useFragment(
    graphql`
      fragment TeamRoute_team on Studio {
        team { id name email role isViewer }
        teamInvitations { id email role state sentAt }
      }
    `,
    studio,
  );
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('PHOTOGRAPHER');
  const [invite, inviting] = useInviteTeamMemberMutation();
  const [resend] = useResendTeamInvitationMutation();
  const [revoke] = useRevokeTeamInvitationMutation();
  const [remove] = useRemoveTeamMemberMutation();
  const [changeRole] = useChangeTeamMemberRoleMutation();
  const { report, failed } = useResultToast();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite(email, role).then((result) => {
      if (report(result)) setEmail('');
    }, failed);
  };

  return (
    <div className={styles.page}>
      <h1>Equipe</h1>
      <p>Convide pessoas para ajudar no estúdio. Cada uma entra com o próprio e-mail e senha.</p>

      <form className={`card ${styles.form}`} onSubmit={submit} aria-label="Convidar pessoa">
        <h2>Convidar pessoa</h2>
        <EmailField id="team-invite-email" value={email} onValue={setEmail} />
        <div className="field">
          <label htmlFor="team-invite-role">Papel</label>
          <select
            id="team-invite-role"
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
          >
            {(Object.keys(roleLabels) as Role[]).map((value) => (
              <option key={value} value={value}>
                {roleLabels[value]}: {roleHelp[value]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-primary" disabled={inviting}>
          Enviar convite
        </button>
      </form>

      <section className="card" aria-labelledby="team-members-heading">
        <h2 id="team-members-heading">Pessoas</h2>
        <div className={dataTable.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Nome</th>
                <th scope="col">E-mail</th>
                <th scope="col">Papel</th>
                <th scope="col">
                  <span className="visually-hidden">Ações</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.team.map((member) => (
                <tr key={member.id}>
                  <td>
                    {member.name || '—'}
                    {member.isViewer && ' (você)'}
                  </td>
                  <td>{member.email}</td>
                  <td>
                    <select
                      aria-label={`Papel de ${member.email}`}
                      value={member.role}
                      onChange={(event) =>
                        changeRole(member.id, event.target.value as Role).then(
                          (result) => report(result),
                          failed,
                        )
                      }
                    >
                      {(Object.keys(roleLabels) as Role[]).map((value) => (
                        <option key={value} value={value}>
                          {roleLabels[value]}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <button
                      type="button"
                      className="button button-danger"
                      onClick={() => remove(member.id).then((result) => report(result), failed)}
                    >
                      Remover
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="card" aria-labelledby="team-invitations-heading">
        <h2 id="team-invitations-heading">Convites</h2>
        {data.teamInvitations.length === 0 ? (
          <p className="muted">Nenhum convite em aberto.</p>
        ) : (
          <div className={dataTable.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">E-mail</th>
                  <th scope="col">Papel</th>
                  <th scope="col">Situação</th>
                  <th scope="col">Enviado em</th>
                  <th scope="col">
                    <span className="visually-hidden">Ações</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.teamInvitations.map((invitation) => (
                  <tr key={invitation.id}>
                    <td>{invitation.email}</td>
                    <td>{roleLabels[invitation.role as Role] ?? invitation.role}</td>
                    <td>{stateLabels[invitation.state] ?? invitation.state}</td>
                    <td>{dateTime.format(new Date(invitation.sentAt as string))}</td>
                    <td>
                      {invitation.state !== 'REVOKED' && (
                        <>
                          <button
                            type="button"
                            className="button"
                            onClick={() => resend(invitation.id).then((result) => report(result), failed)}
                          >
                            Reenviar
                          </button>{' '}
                          <button
                            type="button"
                            className="button button-danger"
                            onClick={() => revoke(invitation.id).then((result) => report(result), failed)}
                          >
                            Revogar
                          </button>
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
