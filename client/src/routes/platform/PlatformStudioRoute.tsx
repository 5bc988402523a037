// /plataforma/lojas/:id: one studio: its plan, trial, suspension (with the reason its owner reads) and domain,
// each changed here with an audit entry, and the entries about it.
import { type FormEvent, useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import type { PlatformStudioRoute_studio$key } from '../../__generated__/PlatformStudioRoute_studio.graphql.ts';
import type { PlatformStudioRouteQuery } from '../../__generated__/PlatformStudioRouteQuery.graphql.ts';
import { useResultToast } from '../../components/useResultToast.ts';
import { AuditList } from './AuditList.tsx';
import { bytes, day, stateNames, when } from './format.ts';
import {
  useChangeStudioPlanMutation,
  useExtendStudioTrialMutation,
  useReactivateStudioMutation,
  useResendStudioVerificationMutation,
  useSetConsoleStudioDomainMutation,
  useSuspendStudioMutation,
} from './mutations/useConsoleStudioMutations.ts';
import styles from './Platform.module.css';

export const platformStudioRouteQuery = graphql`
  query PlatformStudioRouteQuery($id: ID!) {
    operatorConsole {
      plans { code name }
      studio(id: $id) { id ...PlatformStudioRoute_studio }
      auditLog(first: 50, studioId: $id) { edges { node { ...AuditList_entries } } }
    }
  }
`;

export function PlatformStudioRoute() {
  const reference = useLoaderData() as PreloadedQuery<PlatformStudioRouteQuery>;
  const { operatorConsole } = usePreloadedQuery<PlatformStudioRouteQuery>(
    platformStudioRouteQuery,
    reference,
  );
  if (!operatorConsole.studio) {
    return (
      <>
        <h1>Loja não encontrada</h1>
        <Link to="/plataforma">Voltar para as lojas</Link>
      </>
    );
  }
  return (
    <>
      <StudioPanel studio={operatorConsole.studio} plans={operatorConsole.plans} />
      <h2>Registro de auditoria desta loja</h2>
      <AuditList entries={operatorConsole.auditLog.edges.map((edge) => edge.node)} />
    </>
  );
}

function StudioPanel({
  studio: key,
  plans,
}: {
  studio: PlatformStudioRoute_studio$key;
  plans: readonly { code: string; name: string }[];
}) {
  const studio = useFragment(
    graphql`
      fragment PlatformStudioRoute_studio on ConsoleStudio {
        id
        name
        slug
        domain
        planCode
        planName
        state
        trialEndsAt
        suspendedAt
        suspendedReason
        storageUsedBytes
        storageLimitBytes
        lastSaleAt
        sales30Days
        createdAt
        adminEmails
        emailVerified
      }
    `,
    key,
  );
  const { report, failed } = useResultToast();
  const revalidator = useRevalidator();
  const [changePlan, changingPlan] = useChangeStudioPlanMutation();
  const [extendTrial, extending] = useExtendStudioTrialMutation();
  const [suspend, suspending] = useSuspendStudioMutation();
  const [reactivate, reactivating] = useReactivateStudioMutation();
  const [resendVerification, resending] = useResendStudioVerificationMutation();
  const [setDomain, settingDomain] = useSetConsoleStudioDomainMutation();
  const [planCode, setPlanCode] = useState(studio.planCode);
  const [days, setDays] = useState('7');
  const [reason, setReason] = useState('');
  const [domain, setDomainText] = useState(studio.domain ?? '');
  useEffect(() => {
    document.title = `Plataforma: ${studio.name}`;
  }, [studio.name]);

  /** Shows the answer; a success reloads the page's audit entries. */
  const done = (result: Parameters<typeof report>[0]) => {
    const ok = report(result);
    if (ok) void revalidator.revalidate();
    return ok;
  };
  const onPlan = (event: FormEvent) => {
    event.preventDefault();
    changePlan(studio.id, planCode).then(done, failed);
  };
  const onTrial = (event: FormEvent) => {
    event.preventDefault();
    extendTrial(studio.id, Number.parseInt(days, 10) || 0).then(done, failed);
  };
  const onSuspend = (event: FormEvent) => {
    event.preventDefault();
    suspend(studio.id, reason).then((result) => {
      if (done(result)) setReason('');
    }, failed);
  };
  const onDomain = (event: FormEvent) => {
    event.preventDefault();
    setDomain(studio.id, domain.trim() || null).then(done, failed);
  };

  return (
    <>
      <p>
        <Link to="/plataforma">← Lojas</Link>
      </p>
      <h1>{studio.name}</h1>
      <div className={styles.grid}>
        <section className="card">
          <h2>Situação</h2>
          <p>
            <strong data-testid="studio-state">{stateNames[studio.state] ?? studio.state}</strong>
          </p>
          {studio.suspendedAt && (
            <p className="notice notice-danger">
              Suspensa em {when(studio.suspendedAt)}: {studio.suspendedReason}
            </p>
          )}
          <dl>
            <dt>Endereço</dt>
            <dd>{studio.slug}</dd>
            <dt>Domínio próprio</dt>
            <dd>{studio.domain ?? 'nenhum'}</dd>
            <dt>Plano</dt>
            <dd>{studio.planName}</dd>
            <dt>Teste até</dt>
            <dd>{day(studio.trialEndsAt)}</dd>
            <dt>Armazenamento</dt>
            <dd>
              {bytes(studio.storageUsedBytes)} de {bytes(studio.storageLimitBytes)}
            </dd>
            <dt>Última venda</dt>
            <dd>{day(studio.lastSaleAt)}</dd>
            <dt>Vendas em 30 dias</dt>
            <dd>{studio.sales30Days}</dd>
            <dt>Criada em</dt>
            <dd>{day(studio.createdAt)}</dd>
            <dt>Administradores</dt>
            <dd>{studio.adminEmails.join(', ')}</dd>
          </dl>
        </section>
        <section className={`card ${styles.actions}`}>
          <h2>Ações</h2>
          <form onSubmit={onPlan}>
            <label>
              Plano{' '}
              <select value={planCode} onChange={(event) => setPlanCode(event.target.value)}>
                {plans.map((plan) => (
                  <option key={plan.code} value={plan.code}>
                    {plan.name}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="button" disabled={changingPlan || planCode === studio.planCode}>
              Mudar plano
            </button>
          </form>
          <form onSubmit={onTrial}>
            <label>
              Dias a mais de teste{' '}
              <input
                type="number"
                min={1}
                max={365}
                value={days}
                onChange={(event) => setDays(event.target.value)}
              />
            </label>
            <button type="submit" className="button" disabled={extending}>
              Estender teste
            </button>
          </form>
          <form onSubmit={onDomain}>
            <label>
              Domínio próprio{' '}
              <input
                value={domain}
                placeholder="www.exemplo.com.br"
                onChange={(event) => setDomainText(event.target.value)}
              />
            </label>
            <button type="submit" className="button" disabled={settingDomain}>
              {domain.trim() ? 'Salvar domínio' : 'Remover domínio'}
            </button>
          </form>
          {studio.emailVerified === false && (
            <p>
              O dono ainda não confirmou o e-mail do cadastro: a loja mostra 'Loja em preparação'.{' '}
              <button
                type="button"
                className="button"
                disabled={resending}
                onClick={() => resendVerification(studio.id).then(done, failed)}
              >
                Reenviar e-mail de verificação
              </button>
            </p>
          )}
          {studio.suspendedAt ? (
            <button
              type="button"
              className="button button-primary"
              disabled={reactivating}
              onClick={() => reactivate(studio.id).then(done, failed)}
            >
              Reativar loja
            </button>
          ) : (
            <form onSubmit={onSuspend}>
              <label>
                Motivo da suspensão (o dono da loja vai ler){' '}
                <textarea
                  required
                  maxLength={500}
                  rows={3}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                />
              </label>
              <button type="submit" className="button button-danger" disabled={suspending}>
                Suspender loja
              </button>
            </form>
          )}
        </section>
      </div>
    </>
  );
}
