// /adm/relatorios/fotografos?de=aaaa-mm-dd&ate=aaaa-mm-dd: sales per photographer in a period (the month so far by
// default): photos sold, the amount they brought and the commission, as a table and as CSV. The owner sets the
// commission (the studio's, and a member's own); a photographer sees only their own line.
import { useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useOutletContext, useSearchParams } from 'react-router';
import { formatCommission } from '../../../../../server/domain/photographers.ts';
import type { PhotographerSalesRouteQuery } from '../../../__generated__/PhotographerSalesRouteQuery.graphql.ts';
import { adminToken } from '../../../auth/admin-session.ts';
import { useToasts } from '../../../components/Toasts.tsx';
import { useResultToast } from '../../../components/useResultToast.ts';
import { formatBrl, formatDay } from '../../../format.ts';
import type { AdminOutletContext } from '../AdminLayout.tsx';
import { can } from '../capabilities.ts';
import tableStyles from '../components/DataTable.module.css';
import { useSetPhotographerCommissionMutation } from '../mutations/useSetPhotographerCommissionMutation.ts';
import styles from './PhotographerSalesRoute.module.css';

export const photographerSalesRouteQuery = graphql`
  query PhotographerSalesRouteQuery($from: String, $to: String, $owner: Boolean!) {
    studio {
      id
      photographerSales(from: $from, to: $to) {
        __typename
        ... on Error { message }
        ... on PhotographerSalesReport {
          from
          to
          studioCommissionBasisPoints
          lines { memberId name photosSold amountCents commissionBasisPoints commissionCents }
        }
      }
      photographers @include(if: $owner) { id name commissionBasisPoints }
    }
  }
`;

/** The query's variables from the address (de, ate); the server checks them. */
export function photographerSalesRouteVariables(search: URLSearchParams, owner: boolean) {
  return { from: search.get('de') || null, to: search.get('ate') || null, owner };
}

/** A commission as the field shows it: 1250 -> '12,5'. */
const percentField = (basisPoints: number | null | undefined) =>
  basisPoints === null || basisPoints === undefined
    ? ''
    : (basisPoints / 100).toLocaleString('pt-BR', { maximumFractionDigits: 2 });

/** The file name the server gave (Content-Disposition's UTF-8 name), or a plain one. */
function downloadName(disposition: string | null): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/)?.[1];
  return encoded ? decodeURIComponent(encoded) : 'fotografos.csv';
}

export function PhotographerSalesRoute() {
  const reference = useLoaderData() as PreloadedQuery<PhotographerSalesRouteQuery>;
  const { studio } = usePreloadedQuery<PhotographerSalesRouteQuery>(photographerSalesRouteQuery, reference);
  const [search, setSearch] = useSearchParams();
  const toasts = useToasts();
  const { report, failed } = useResultToast();
  const [setCommission, savingCommission] = useSetPhotographerCommissionMutation();
  const [exporting, setExporting] = useState(false);
  const capabilities = useOutletContext<AdminOutletContext | undefined>()?.capabilities ?? [];
  const sales = studio?.photographerSales;
  const period = sales?.__typename === 'PhotographerSalesReport' ? sales : null;
  const [from, setFrom] = useState(search.get('de') ?? period?.from ?? '');
  const [to, setTo] = useState(search.get('ate') ?? period?.to ?? '');
  const [studioPercent, setStudioPercent] = useState(percentField(period?.studioCommissionBasisPoints));
  useEffect(() => {
    document.title = 'Vendas por fotógrafo';
  }, []);
  if (!studio || !sales) return null;

  const exportCsv = async () => {
    setExporting(true);
    try {
      const query = new URLSearchParams(period ? { de: period.from ?? '', ate: period.to ?? '' } : {});
      const response = await fetch(`/api/adm/relatorios/fotografos.csv?${query}`, {
        headers: { Authorization: `Bearer ${adminToken() ?? ''}` },
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { mensagem?: { texto?: string } } | null;
        toasts.failure(body?.mensagem?.texto ?? '');
        return;
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = downloadName(response.headers.get('content-disposition'));
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 30_000);
    } catch {
      toasts.failure('');
    } finally {
      setExporting(false);
    }
  };

  const lines = period?.lines ?? [];
  const total = (pick: (line: (typeof lines)[number]) => number) =>
    lines.reduce((sum, line) => sum + pick(line), 0);
  const owner = can(capabilities, 'credentials') && studio.photographers;

  return (
    <div className={styles.page}>
      <h1>Vendas por fotógrafo</h1>
      <form
        className={`card ${styles.period}`}
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(new URLSearchParams({ de: from, ate: to }));
        }}
      >
        <div className="field">
          <label htmlFor="report-from">De</label>
          <input
            id="report-from"
            type="date"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="report-to">Até</label>
          <input id="report-to" type="date" value={to} onChange={(event) => setTo(event.target.value)} />
        </div>
        <button type="submit" className="button">
          Ver período
        </button>
      </form>

      {sales.__typename !== 'PhotographerSalesReport' ? (
        <p className="card" role="alert">
          {'message' in sales ? sales.message : ''}
        </p>
      ) : (
        <section className="card">
          <div className={styles.heading}>
            <h2>
              {formatDay(sales.from ?? '')} a {formatDay(sales.to ?? '')}
            </h2>
            <button type="button" className="button" disabled={exporting} onClick={exportCsv}>
              Baixar CSV
            </button>
          </div>
          <p className="muted">
            Pedidos pagos no período. O valor de cada foto é a parte dela no que o cliente pagou pelas fotos
            (sem o frete), com descontos e pacotes divididos entre as fotos do pedido.
          </p>
          {lines.length === 0 ? (
            <p>Nenhuma venda no período.</p>
          ) : (
            <table className={`${tableStyles.table} ${styles.table}`}>
              <thead>
                <tr>
                  <th>Fotógrafo</th>
                  <th>Fotos vendidas</th>
                  <th>Valor vendido</th>
                  <th>Comissão (%)</th>
                  <th>Comissão (R$)</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => (
                  <tr key={line.memberId ?? `nome:${line.name}`}>
                    <td>{line.name || 'Sem fotógrafo'}</td>
                    <td>{line.photosSold}</td>
                    <td>{formatBrl(line.amountCents)}</td>
                    <td>{formatCommission(line.commissionBasisPoints)}</td>
                    <td>{formatBrl(line.commissionCents)}</td>
                  </tr>
                ))}
              </tbody>
              {lines.length > 1 && (
                <tfoot>
                  <tr>
                    <th>Total</th>
                    <th>{total((line) => line.photosSold)}</th>
                    <th>{formatBrl(total((line) => line.amountCents))}</th>
                    <th />
                    <th>{formatBrl(total((line) => line.commissionCents))}</th>
                  </tr>
                </tfoot>
              )}
            </table>
          )}
        </section>
      )}

      {owner && period && (
        <section className="card">
          <h2>Comissões</h2>
          <form
            className={styles.commission}
            onSubmit={(event) => {
              event.preventDefault();
              setCommission({ percent: studioPercent }).then((result) => report(result), failed);
            }}
          >
            <div className="field">
              <label htmlFor="studio-commission">Comissão padrão dos fotógrafos (%)</label>
              <input
                id="studio-commission"
                inputMode="decimal"
                value={studioPercent}
                onChange={(event) => setStudioPercent(event.target.value)}
              />
            </div>
            <button type="submit" className="button" disabled={savingCommission}>
              Salvar
            </button>
          </form>
          <p className="muted">Deixe em branco a comissão de uma pessoa da equipe para usar a padrão.</p>
          <ul className={styles.members}>
            {owner.map((member) => (
              <li key={member.id}>
                <MemberCommission
                  member={member}
                  busy={savingCommission}
                  onSave={(percent) =>
                    setCommission({ memberId: member.id, percent }).then((result) => report(result), failed)
                  }
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function MemberCommission({
  member,
  busy,
  onSave,
}: {
  member: { id: string; name: string; commissionBasisPoints: number | null | undefined };
  busy: boolean;
  onSave: (percent: string) => void;
}) {
  const [percent, setPercent] = useState(percentField(member.commissionBasisPoints));
  const id = `commission-${member.id}`;
  return (
    <form
      className={styles.commission}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(percent);
      }}
    >
      <div className="field">
        <label htmlFor={id}>{member.name} (%)</label>
        <input
          id={id}
          inputMode="decimal"
          placeholder="Padrão"
          value={percent}
          onChange={(event) => setPercent(event.target.value)}
        />
      </div>
      <button type="submit" className="button" disabled={busy}>
        Salvar
      </button>
    </form>
  );
}
