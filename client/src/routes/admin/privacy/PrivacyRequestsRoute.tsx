// /adm/privacidade 'Privacidade e LGPD': the customers' requests (a copy of their data, its deletion) with their
// dates and the law's 15-day answer, overdue ones marked; a customer's confirmed deletion carried out here; and the
// search of what the studio holds about a customer, with a copy or the deletion opened by the studio itself.
import { Suspense, useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import {
  dataRequestKindLabels,
  dataRequestSourceLabels,
  dataRequestStatusLabels,
  erasureSummaryLabels,
} from '../../../../../server/domain/data-requests.ts';
import type { PrivacyRequestsRoute_studio$key } from '../../../__generated__/PrivacyRequestsRoute_studio.graphql.ts';
import type { PrivacyRequestsRouteQuery } from '../../../__generated__/PrivacyRequestsRouteQuery.graphql.ts';
import { LoadingOverlay } from '../../../components/LoadingOverlay.tsx';
import { useResultToast } from '../../../components/useResultToast.ts';
import { formatBytes, formatCpf, formatDateTime } from '../../../format.ts';
import { useRefetchWhile } from '../../../relay/useRefetchWhile.ts';
import dataTable from '../components/DataTable.module.css';
import settings from '../settings/SettingsRoute.module.css';
import { ConfirmDeletionModal } from './components/ConfirmDeletionModal.tsx';
import { CustomerSearch } from './components/CustomerSearch.tsx';
import { useCarryOutDataRequestMutation } from './mutations/useCarryOutDataRequestMutation.ts';
import styles from './PrivacyRequestsRoute.module.css';

export const privacyRequestsRouteQuery = graphql`
  query PrivacyRequestsRouteQuery {
    studio {
      id
      ...PrivacyRequestsRoute_studio
    }
  }
`;

export function PrivacyRequestsRoute() {
  const reference = useLoaderData() as PreloadedQuery<PrivacyRequestsRouteQuery>;
  const { studio } = usePreloadedQuery<PrivacyRequestsRouteQuery>(privacyRequestsRouteQuery, reference);
  useEffect(() => {
    document.title = 'Privacidade e LGPD';
  }, []);
  if (!studio) return null;
  return (
    <div className={settings.page} style={{ '--page-max-width': '64rem' } as React.CSSProperties}>
      <h1>Privacidade e LGPD</h1>
      <p>
        Pela Lei Geral de Proteção de Dados, cada cliente pode pedir uma cópia dos dados que a loja guarda
        sobre ele ou a exclusão deles, e a resposta tem prazo de 15 dias. Os clientes pedem pela página Meus
        dados, no rodapé da loja e de todos os e-mails, e confirmam pelo próprio e-mail; a cópia é enviada a
        eles automaticamente.
      </p>
      <p>
        Os pedidos de exclusão confirmados esperam por você, porque a exclusão não tem volta e pode haver
        entregas em andamento (fotos a imprimir ou a enviar). Se ninguém agir, a plataforma faz a exclusão
        sozinha 2 dias antes do prazo, para que a resposta ao cliente nunca atrase.
      </p>
      <DataRequests studio={studio} />
      <Suspense fallback={<LoadingOverlay />}>
        <CustomerSearch />
      </Suspense>
    </div>
  );
}

function DataRequests({ studio: key }: { studio: PrivacyRequestsRoute_studio$key }) {
  const studio = useFragment(
    graphql`
      fragment PrivacyRequestsRoute_studio on Studio {
        dataRequests(first: 100) {
          edges {
            node {
              id
              kind
              status
              source
              email
              emailHint
              cpf
              requestedAt
              confirmedAt
              dueAt
              completedAt
              overdue
              automaticDeletionAt
              handledByName
              sizeBytes
              downloadUrl
              summary { table count }
              error
            }
          }
        }
      }
    `,
    key,
  );
  const [carryOut, carrying] = useCarryOutDataRequestMutation();
  const [deleting, setDeleting] = useState<{ id: string; email: string } | null>(null);
  const { report, failed } = useResultToast();
  const rows = studio.dataRequests.edges.map((edge) => edge.node);
  const working = rows.some(
    (row) => row.status === 'PROCESSING' || (row.kind === 'EXPORT' && row.status === 'CONFIRMED'),
  );

  useRefetchWhile(working, privacyRequestsRouteQuery);

  return (
    <section className="card" aria-labelledby="requests-title">
      <h2 id="requests-title">Pedidos dos clientes</h2>
      {rows.length ? (
        <div className={dataTable.scroll}>
          <table className={`${dataTable.table} ${styles.table}`}>
            <thead>
              <tr>
                <th>Cliente</th>
                <th>Pedido</th>
                <th>Situação</th>
                <th>Datas</th>
                <th>Ações</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    {row.email || row.emailHint}
                    {row.cpf && <div className="muted">CPF {formatCpf(row.cpf)}</div>}
                  </td>
                  <td>
                    {dataRequestKindLabels[row.kind as keyof typeof dataRequestKindLabels] ?? row.kind}
                    <div className="muted">
                      {dataRequestSourceLabels[row.source as keyof typeof dataRequestSourceLabels] ??
                        row.source}
                      {row.handledByName ? ` · ${row.handledByName}` : ''}
                    </div>
                  </td>
                  <td>
                    {dataRequestStatusLabels[row.status as keyof typeof dataRequestStatusLabels] ??
                      row.status}
                    {row.overdue && <div className={styles.overdue}>Atrasado</div>}
                    {row.error && <div className="field-error">{row.error}</div>}
                    {row.summary.length > 0 && (
                      <ul className={styles.summary}>
                        {row.summary.map((line) => (
                          <li key={line.table}>
                            {erasureSummaryLabels[line.table] ?? line.table}: {line.count}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td className={styles.when}>
                    Pedido em {formatDateTime(row.requestedAt)}
                    {row.confirmedAt && <div>Confirmado em {formatDateTime(row.confirmedAt)}</div>}
                    <div className={row.overdue ? styles.overdue : undefined}>
                      Prazo: {formatDateTime(row.dueAt)}
                    </div>
                    {row.completedAt && <div>Atendido em {formatDateTime(row.completedAt)}</div>}
                    {row.automaticDeletionAt && (
                      <div className="muted">
                        Exclusão automática em {formatDateTime(row.automaticDeletionAt)}
                      </div>
                    )}
                  </td>
                  <td>
                    <div className={styles.actions}>
                      {row.downloadUrl && (
                        <a className="button" href={row.downloadUrl} download>
                          Baixar{row.sizeBytes ? ` (${formatBytes(row.sizeBytes)})` : ''}
                        </a>
                      )}
                      {row.kind === 'DELETION' && (row.status === 'CONFIRMED' || row.status === 'FAILED') && (
                        <button
                          type="button"
                          className="button button-danger"
                          onClick={() => setDeleting({ id: row.id, email: row.email })}
                        >
                          Excluir agora
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="muted">Nenhum pedido até agora.</p>
      )}
      <ConfirmDeletionModal
        email={deleting?.email ?? null}
        busy={carrying}
        onCancel={() => setDeleting(null)}
        onConfirm={(typed) =>
          carryOut(deleting!.id, typed).then((result) => {
            if (report(result)) setDeleting(null);
          }, failed)
        }
      />
    </section>
  );
}
