// The public plans, in the operator's order: price per month and per year, storage, features and trial.
import { graphql, useFragment } from 'react-relay/hooks';
import type { PlanCards_home$key } from '../../../__generated__/PlanCards_home.graphql.ts';
import { formatBrl, formatBytes, formatCount } from '../../../format.ts';
import styles from './PlatformHome.module.css';

export function PlanCards({ home }: { home: PlanCards_home$key }) {
  const { plans } = useFragment(
    graphql`
      fragment PlanCards_home on PlatformHome {
        plans {
          code
          name
          priceMonthlyCents
          priceYearlyCents
          trialDays
          isTrialPlan
          highResStorageLimitBytes
          maxPhotoBytes
          selfieSearch
          raceNumbers
          customDomain
          teamSize
        }
      }
    `,
    home,
  );
  return (
    <ul className={styles.plans}>
      {plans.map((plan) => (
        <li key={plan.code} className={`card ${styles.plan}`} data-plan={plan.code}>
          <h3>{plan.name}</h3>
          <p className={styles.price}>
            {plan.priceMonthlyCents === 0 ? 'Grátis' : `${formatBrl(plan.priceMonthlyCents)} por mês`}
          </p>
          {plan.priceYearlyCents > 0 && <p>ou {formatBrl(plan.priceYearlyCents)} por ano</p>}
          <ul>
            <li>{formatBytes(plan.highResStorageLimitBytes)} para as fotos originais</li>
            <li>Fotos de até {Math.round(plan.maxPhotoBytes / 1_048_576)} MB cada</li>
            {plan.selfieSearch && <li>Busca por selfie</li>}
            {plan.raceNumbers && <li>Busca por número de peito</li>}
            {plan.customDomain && <li>Domínio próprio</li>}
            <li>{formatCount(plan.teamSize, 'pessoa na equipe', 'pessoas na equipe')}</li>
          </ul>
          {plan.trialDays > 0 && (
            <p className={styles.trial}>
              {plan.isTrialPlan
                ? `Sua loja começa neste plano: ${formatCount(plan.trialDays, 'dia', 'dias')} grátis para testar`
                : `${formatCount(plan.trialDays, 'dia', 'dias')} grátis para testar`}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
