// /plataforma/planos: the plans editor: every plan field, prices typed in reais (stored as centavos), exactly one
// default plan and one trial plan (marking another moves the mark).
import { type FormEvent, useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { PlatformPlansRouteQuery } from '../../__generated__/PlatformPlansRouteQuery.graphql.ts';
import { useResultToast } from '../../components/useResultToast.ts';
import { bytes, money } from './format.ts';
import { type PlanFields, useSavePlanMutation } from './mutations/useSavePlanMutation.ts';
import styles from './Platform.module.css';

export const platformPlansRouteQuery = graphql`
  query PlatformPlansRouteQuery {
    operatorConsole {
      plans {
        id
        code
        name
        priceMonthlyCents
        priceYearlyCents
        highResStorageLimitBytes
        maxPhotoBytes
        selfieSearch
        raceNumbers
        customDomain
        teamSize
        trialDays
        isPublic
        sortOrder
        isDefault
        isTrialPlan
      }
    }
  }
`;

type Plan = PlatformPlansRouteQuery['response']['operatorConsole']['plans'][number];

const reais = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

function fieldsOf(plan: Plan | null): PlanFields {
  return {
    planId: plan?.id ?? null,
    code: plan?.code ?? '',
    name: plan?.name ?? '',
    priceMonthly: plan ? reais(plan.priceMonthlyCents) : '0,00',
    priceYearly: plan ? reais(plan.priceYearlyCents) : '0,00',
    storageGb: plan ? plan.highResStorageLimitBytes / 1e9 : 10,
    maxPhotoMb: plan ? plan.maxPhotoBytes / (1024 * 1024) : 6,
    selfieSearch: plan?.selfieSearch ?? false,
    raceNumbers: plan?.raceNumbers ?? false,
    customDomain: plan?.customDomain ?? false,
    teamSize: plan?.teamSize ?? 1,
    trialDays: plan?.trialDays ?? 0,
    isPublic: plan?.isPublic ?? true,
    sortOrder: plan?.sortOrder ?? 0,
    isDefault: plan?.isDefault ?? false,
    isTrialPlan: plan?.isTrialPlan ?? false,
  };
}

export function PlatformPlansRoute() {
  const reference = useLoaderData() as PreloadedQuery<PlatformPlansRouteQuery>;
  const { operatorConsole } = usePreloadedQuery<PlatformPlansRouteQuery>(platformPlansRouteQuery, reference);
  const [editing, setEditing] = useState<PlanFields | null>(null);
  useEffect(() => {
    document.title = 'Plataforma: planos';
  }, []);
  return (
    <>
      <h1>Planos</h1>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>Plano</th>
            <th>Mensal</th>
            <th>Anual</th>
            <th>Armazenamento</th>
            <th>Foto máxima</th>
            <th>Recursos</th>
            <th>Equipe</th>
            <th>Teste</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {operatorConsole.plans.map((plan) => (
            <tr key={plan.id}>
              <td>
                {plan.name} <small>({plan.code})</small>
                {plan.isDefault && <div>Padrão</div>}
                {plan.isTrialPlan && <div>Plano de teste</div>}
                {!plan.isPublic && <div>Não oferecido</div>}
              </td>
              <td>{money(plan.priceMonthlyCents)}</td>
              <td>{money(plan.priceYearlyCents)}</td>
              <td>{bytes(plan.highResStorageLimitBytes)}</td>
              <td>{bytes(plan.maxPhotoBytes)}</td>
              <td>
                {[
                  plan.selfieSearch && 'busca por selfie',
                  plan.raceNumbers && 'número de peito',
                  plan.customDomain && 'domínio próprio',
                ]
                  .filter(Boolean)
                  .join(', ') || '—'}
              </td>
              <td>{plan.teamSize}</td>
              <td>{plan.trialDays ? `${plan.trialDays} dias` : '—'}</td>
              <td>
                <button type="button" className="button" onClick={() => setEditing(fieldsOf(plan))}>
                  Editar
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <button type="button" className="button button-primary" onClick={() => setEditing(fieldsOf(null))}>
          Novo plano
        </button>
      </p>
      {editing && (
        <PlanEditor key={editing.planId ?? 'novo'} initial={editing} onDone={() => setEditing(null)} />
      )}
    </>
  );
}

function PlanEditor({ initial, onDone }: { initial: PlanFields; onDone: () => void }) {
  const [plan, setPlan] = useState(initial);
  const [save, saving] = useSavePlanMutation();
  const { report, failed } = useResultToast();
  const set = <K extends keyof PlanFields>(name: K, value: PlanFields[K]) =>
    setPlan({ ...plan, [name]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save(plan).then((result) => {
      if (report(result)) onDone();
    }, failed);
  };
  const text = (name: 'code' | 'name' | 'priceMonthly' | 'priceYearly', label: string) => (
    <label>
      {label}
      <input required value={plan[name]} onChange={(event) => set(name, event.target.value)} />
    </label>
  );
  const number = (
    name: 'storageGb' | 'maxPhotoMb' | 'teamSize' | 'trialDays' | 'sortOrder',
    label: string,
  ) => (
    <label>
      {label}
      <input
        type="number"
        required
        step="any"
        value={plan[name]}
        onChange={(event) => set(name, Number(event.target.value))}
      />
    </label>
  );
  const check = (
    name: 'selfieSearch' | 'raceNumbers' | 'customDomain' | 'isPublic' | 'isDefault' | 'isTrialPlan',
    label: string,
  ) => (
    <label className={styles.check}>
      <input type="checkbox" checked={plan[name]} onChange={(event) => set(name, event.target.checked)} />{' '}
      {label}
    </label>
  );
  return (
    <form className="card" onSubmit={submit} aria-label="Editar plano">
      <h2>{initial.planId ? `Editar ${initial.name}` : 'Novo plano'}</h2>
      <div className={styles.planForm}>
        {text('code', 'Código (letras minúsculas, números e hífens)')}
        {text('name', 'Nome')}
        {text('priceMonthly', 'Preço mensal (R$)')}
        {text('priceYearly', 'Preço anual (R$)')}
        {number('storageGb', 'Armazenamento de originais (GB)')}
        {number('maxPhotoMb', 'Maior foto (MB)')}
        {number('teamSize', 'Pessoas na equipe')}
        {number('trialDays', 'Dias de teste')}
        {number('sortOrder', 'Ordem de exibição')}
        {check('selfieSearch', 'Busca por selfie')}
        {check('raceNumbers', 'Busca por número de peito')}
        {check('customDomain', 'Domínio próprio')}
        {check('isPublic', 'Oferecido a novas lojas')}
        {check('isDefault', 'Plano padrão (gratuito)')}
        {check('isTrialPlan', 'Plano de teste dos cadastros')}
      </div>
      <p>
        <button type="submit" className="button button-primary" disabled={saving}>
          Salvar plano
        </button>{' '}
        <button type="button" className="button" onClick={onDone}>
          Cancelar
        </button>
      </p>
    </form>
  );
}
