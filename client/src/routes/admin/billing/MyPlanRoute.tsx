// /adm/meu-plano: the studio's subscription to the platform. Current plan and trial, the next charge, subscribing
// with a card, changing plan (the proration rule stated), updating the card, cancelling at the end of the period,
// and the charges so far. Amounts shown here come from the server, which alone decides what is charged.
import { useEffect, useId, useState } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { MyPlanRoute_studio$key } from '../../../__generated__/MyPlanRoute_studio.graphql.ts';
import type { MyPlanRouteQuery } from '../../../__generated__/MyPlanRouteQuery.graphql.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { useResultToast } from '../../../components/useResultToast.ts';
import { formatBrl, formatBytes, formatDate, formatDateTime } from '../../../format.ts';
import styles from '../settings/SettingsRoute.module.css';
import { CardTokenForm } from './components/CardTokenForm.tsx';
import { useCancelSubscriptionMutation } from './mutations/useCancelSubscriptionMutation.ts';
import { useChangeSubscriptionPlanMutation } from './mutations/useChangeSubscriptionPlanMutation.ts';
import { useSubscribeToPlanMutation } from './mutations/useSubscribeToPlanMutation.ts';
import { useUpdateSubscriptionCardMutation } from './mutations/useUpdateSubscriptionCardMutation.ts';

export const myPlanRouteQuery = graphql`
  query MyPlanRouteQuery {
    studio {
      id
      ...MyPlanRoute_studio
    }
  }
`;

const statusWords: Record<string, string> = {
  PENDING: 'Aguardando o Mercado Pago',
  AUTHORIZED: 'Ativa',
  PAST_DUE: 'Pagamento recusado',
  CANCELLED: 'Cancelada',
};

function chargeWord(charge: { approved: boolean; status: string; paymentStatus: string | null | undefined }) {
  if (charge.approved) return 'Aprovada';
  if (charge.paymentStatus === 'rejected' || charge.status === 'recycling' || charge.status === 'cancelled')
    return 'Recusada';
  return 'Agendada';
}

export function MyPlanRoute() {
  const reference = useLoaderData() as PreloadedQuery<MyPlanRouteQuery>;
  const { studio } = usePreloadedQuery<MyPlanRouteQuery>(myPlanRouteQuery, reference);
  useEffect(() => {
    document.title = 'Meu plano';
  }, []);
  if (!studio) return null;
  return (
    <div className={styles.page}>
      <h1>Meu plano</h1>
      <MyPlan studio={studio} />
    </div>
  );
}

function MyPlan({ studio: key }: { studio: MyPlanRoute_studio$key }) {
  const studio = useFragment(
    graphql`
      fragment MyPlanRoute_studio on Studio {
        storageUsedBytes
        archivedStorageUsedBytes
        plan { name status }
        billing {
          available
          publicKey
          simulated
          prorationRule
          trialEndsAt
          trialDaysLeft
          currentPlan { code name }
          plans {
            code name priceMonthlyCents priceYearlyCents storageLimitBytes teamSize isDefault
            selfieSearch raceNumbers customDomain
          }
          subscription {
            status cycle priceCents nextChargeCents currentPeriodEnd cancelAtPeriodEnd
            plan { code name }
            nextPlan { code name }
          }
          charges { providerChargeId amountCents status paymentStatus approved chargedAt }
        }
      }
    `,
    key,
  );
  const id = useId();
  const billing = studio.billing;
  const subscription = billing.subscription;
  const live = subscription && subscription.status !== 'CANCELLED';
  const paidPlans = billing.plans.filter((plan) => !plan.isDefault && plan.priceMonthlyCents > 0);
  const [cycle, setCycle] = useState<'MONTHLY' | 'YEARLY'>('MONTHLY');
  const [chosen, setChosen] = useState(
    () => paidPlans.find((plan) => plan.code === billing.currentPlan.code)?.code ?? paidPlans[0]?.code ?? '',
  );
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [subscribe, subscribing] = useSubscribeToPlanMutation();
  const [changePlan, changing] = useChangeSubscriptionPlanMutation();
  const [updateCard, updatingCard] = useUpdateSubscriptionCardMutation();
  const [cancel, cancelling] = useCancelSubscriptionMutation();
  const { report, failed } = useResultToast();
  const chosenPlan = paidPlans.find((plan) => plan.code === chosen);
  const priceOf = (plan: { priceMonthlyCents: number; priceYearlyCents: number }, of: string) =>
    of === 'YEARLY' ? plan.priceYearlyCents : plan.priceMonthlyCents;
  /** Resolves on success, rejects on failure (the card form lets the owner try again). */
  const settle = (result: Parameters<typeof report>[0]) =>
    report(result) ? Promise.resolve() : Promise.reject(new Error('refused'));

  if (!billing.available) {
    return <p className="notice">A assinatura de planos não está disponível nesta plataforma.</p>;
  }

  return (
    <>
      <section className={`card ${styles.form}`} aria-labelledby={`${id}-current`}>
        <h2 id={`${id}-current`}>Plano {studio.plan.name}</h2>
        <dl className={styles.facts}>
          {billing.trialDaysLeft > 0 && billing.trialEndsAt && (
            <div>
              <dt>Teste grátis</dt>
              <dd>
                {billing.trialDaysLeft === 1 ? 'Falta 1 dia' : `Faltam ${billing.trialDaysLeft} dias`} (até{' '}
                {formatDate(billing.trialEndsAt)})
              </dd>
            </div>
          )}
          <div>
            <dt>Armazenamento em uso</dt>
            <dd>{formatBytes(studio.storageUsedBytes)}</dd>
          </div>
          {studio.archivedStorageUsedBytes > 0 && (
            <div>
              <dt>Eventos arquivados</dt>
              <dd>{formatBytes(studio.archivedStorageUsedBytes)}</dd>
            </div>
          )}
          {subscription && (
            <div>
              <dt>Assinatura</dt>
              <dd>
                {statusWords[subscription.status] ?? subscription.status} ({subscription.plan.name},{' '}
                {subscription.cycle === 'YEARLY' ? 'anual' : 'mensal'})
              </dd>
            </div>
          )}
          {live && subscription.nextChargeCents != null && subscription.currentPeriodEnd && (
            <div>
              <dt>Próxima cobrança</dt>
              <dd>
                {formatBrl(subscription.nextChargeCents)} em {formatDate(subscription.currentPeriodEnd)}
              </dd>
            </div>
          )}
          {live && subscription.nextPlan && subscription.currentPeriodEnd && (
            <div>
              <dt>Mudança agendada</dt>
              <dd>
                Plano {subscription.nextPlan.name} a partir de {formatDate(subscription.currentPeriodEnd)}
              </dd>
            </div>
          )}
          {subscription?.cancelAtPeriodEnd && (
            <div>
              <dt>Cancelamento</dt>
              <dd>
                {subscription.currentPeriodEnd
                  ? `O plano ${subscription.plan.name} vale até ${formatDate(subscription.currentPeriodEnd)}; depois, o plano gratuito.`
                  : 'Depois do período pago, o plano gratuito.'}
              </dd>
            </div>
          )}
        </dl>
      </section>

      <section className={`card ${styles.form}`} aria-labelledby={`${id}-plans`}>
        <h2 id={`${id}-plans`}>{live ? 'Mudar de plano' : 'Assinar um plano'}</h2>
        <p className="field-hint">{billing.prorationRule}</p>
        {!live && (
          <fieldset className="field">
            <legend>Cobrança</legend>
            <label>
              <input
                type="radio"
                name={`${id}-cycle`}
                checked={cycle === 'MONTHLY'}
                onChange={() => setCycle('MONTHLY')}
              />{' '}
              Mensal
            </label>{' '}
            <label>
              <input
                type="radio"
                name={`${id}-cycle`}
                checked={cycle === 'YEARLY'}
                onChange={() => setCycle('YEARLY')}
              />{' '}
              Anual
            </label>
          </fieldset>
        )}
        <fieldset className="field">
          <legend>Plano</legend>
          {paidPlans.map((plan) => (
            <label key={plan.code} className={styles.row}>
              <input
                type="radio"
                name={`${id}-plan`}
                value={plan.code}
                checked={chosen === plan.code}
                onChange={() => setChosen(plan.code)}
              />
              <span>
                <strong>{plan.name}</strong>: {formatBrl(priceOf(plan, live ? subscription.cycle : cycle))}{' '}
                {(live ? subscription.cycle : cycle) === 'YEARLY' ? 'por ano' : 'por mês'},{' '}
                {formatBytes(plan.storageLimitBytes)} para fotos em alta resolução, até{' '}
                {plan.teamSize === 1 ? '1 pessoa' : `${plan.teamSize} pessoas`} na equipe
                {plan.selfieSearch ? ', busca por selfie' : ''}
                {plan.raceNumbers ? ', busca por número' : ''}
                {plan.customDomain ? ', domínio próprio' : ''}
              </span>
            </label>
          ))}
        </fieldset>
        {live ? (
          <button
            type="button"
            className="button button-primary"
            disabled={changing || !chosen || (chosen === subscription.plan.code && !subscription.nextPlan)}
            onClick={() => changePlan({ planCode: chosen }).then((result) => report(result), failed)}
          >
            Mudar de plano
          </button>
        ) : (
          chosenPlan && (
            <CardTokenForm
              publicKey={billing.publicKey ?? ''}
              simulated={billing.simulated}
              amountCents={priceOf(chosenPlan, cycle)}
              submitLabel={`Assinar por ${formatBrl(priceOf(chosenPlan, cycle))}`}
              busy={subscribing}
              onToken={(cardToken) =>
                subscribe({ planCode: chosen, cycle, cardToken }).then(settle, (error) => {
                  failed();
                  throw error;
                })
              }
            />
          )
        )}
        {!live && billing.trialDaysLeft > 0 && (
          <p className="field-hint">A primeira cobrança é feita no fim do teste grátis.</p>
        )}
      </section>

      {live && (
        <section className={`card ${styles.form}`} aria-labelledby={`${id}-card`}>
          <h2 id={`${id}-card`}>Atualizar cartão</h2>
          <p className="field-hint">
            As próximas cobranças vão para o novo cartão; uma cobrança recusada é feita de novo na hora.
          </p>
          <CardTokenForm
            publicKey={billing.publicKey ?? ''}
            simulated={billing.simulated}
            amountCents={subscription.nextChargeCents ?? subscription.priceCents}
            submitLabel="Atualizar cartão"
            busy={updatingCard}
            onToken={(cardToken) =>
              updateCard({ cardToken }).then(settle, (error) => {
                failed();
                throw error;
              })
            }
          />
          <div className={styles.row}>
            <button
              type="button"
              className="button button-danger"
              disabled={cancelling}
              onClick={() => setConfirmCancel(true)}
            >
              Cancelar assinatura
            </button>
          </div>
        </section>
      )}

      <section className={`card ${styles.form}`} aria-labelledby={`${id}-history`}>
        <h2 id={`${id}-history`}>Histórico de cobranças</h2>
        {billing.charges.length === 0 ? (
          <p className="muted">Nenhuma cobrança ainda.</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Data</th>
                <th scope="col">Valor</th>
                <th scope="col">Situação</th>
              </tr>
            </thead>
            <tbody>
              {billing.charges.map((charge) => (
                <tr key={charge.providerChargeId}>
                  <td>{charge.chargedAt ? formatDateTime(charge.chargedAt) : '—'}</td>
                  <td>{formatBrl(charge.amountCents)}</td>
                  <td>{chargeWord(charge)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <ConfirmModal
        open={confirmCancel}
        title="Cancelar assinatura"
        confirmLabel="Cancelar assinatura"
        busy={cancelling}
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => {
          setConfirmCancel(false);
          cancel().then((result) => report(result), failed);
        }}
      >
        <p>
          Nenhuma nova cobrança será feita. Você continua no plano atual até o fim do período já pago; depois,
          a loja passa para o plano gratuito.
        </p>
      </ConfirmModal>
    </>
  );
}
