// /adm/configuracoes/exportar-dados: everything the studio has here as one ZIP (events, originals, price tables,
// customers, orders), made in the background and kept 7 days with its link also e-mailed; and closing the studio
// (owner's password, an export first, 30 days to change one's mind, then everything is deleted).
import { useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { DataExportRoute_studio$key } from '../../../__generated__/DataExportRoute_studio.graphql.ts';
import type { DataExportRouteQuery } from '../../../__generated__/DataExportRouteQuery.graphql.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { useResultToast } from '../../../components/useResultToast.ts';
import { formatBytes, formatDateTime, formatLongDate } from '../../../format.ts';
import { useRefetchWhile } from '../../../relay/useRefetchWhile.ts';
import { useCancelStudioClosureMutation } from '../mutations/useCancelStudioClosureMutation.ts';
import { useExportStudioDataMutation } from '../mutations/useExportStudioDataMutation.ts';
import { useRequestStudioClosureMutation } from '../mutations/useRequestStudioClosureMutation.ts';
import styles from './SettingsRoute.module.css';

export const dataExportRouteQuery = graphql`
  query DataExportRouteQuery {
    studio {
      id
      ...DataExportRoute_studio
    }
  }
`;

const statusText = { PENDING: 'Em preparação', READY: 'Pronta', FAILED: 'Falhou: peça de novo' } as const;

export function DataExportRoute() {
  const reference = useLoaderData() as PreloadedQuery<DataExportRouteQuery>;
  const { studio } = usePreloadedQuery<DataExportRouteQuery>(dataExportRouteQuery, reference);
  useEffect(() => {
    document.title = 'Exportar dados';
  }, []);
  if (!studio) return null;
  return <DataExportSettings studio={studio} />;
}

function DataExportSettings({ studio: key }: { studio: DataExportRoute_studio$key }) {
  const studio = useFragment(
    graphql`
      fragment DataExportRoute_studio on Studio {
        closure { requestedAt closesAt }
        dataExports { id status fileName sizeBytes forClosing createdAt expiresAt downloadUrl }
      }
    `,
    key,
  );
  const [startExport, exporting] = useExportStudioDataMutation();
  const [requestClosure, closing] = useRequestStudioClosureMutation();
  const [cancelClosure, cancelling] = useCancelStudioClosureMutation();
  const [confirmClose, setConfirmClose] = useState(false);
  const [password, setPassword] = useState('');
  const { report, failed } = useResultToast();
  const pending = studio.dataExports.some((row) => row.status === 'PENDING');

  useRefetchWhile(pending, dataExportRouteQuery);

  return (
    <div className={styles.page}>
      <h1>Exportar dados</h1>
      <p>
        Baixe tudo o que a sua loja tem na plataforma em um arquivo ZIP: os eventos, as fotos originais como
        foram enviadas, as tabelas de preços, os clientes e os pedidos (em JSON e em planilhas CSV). A
        exportação é preparada em segundo plano; quando ficar pronta, o link chega por e-mail e aparece aqui
        por 7 dias.
      </p>
      <section className={`card ${styles.form}`} aria-labelledby="exports-title">
        <h2 id="exports-title">Exportações</h2>
        {studio.dataExports.length ? (
          <ul className={styles.exports}>
            {studio.dataExports.map((row) => (
              <li key={row.id}>
                <span>
                  <strong>{row.fileName}</strong>
                  <span className="muted">
                    {' '}
                    · pedida em {formatDateTime(row.createdAt)}
                    {row.sizeBytes !== null && row.sizeBytes !== undefined
                      ? ` · ${formatBytes(row.sizeBytes)}`
                      : ''}
                    {row.expiresAt ? ` · disponível até ${formatDateTime(row.expiresAt)}` : ''}
                  </span>
                </span>
                {row.status === 'READY' && row.downloadUrl ? (
                  <a className="button button-primary" href={row.downloadUrl} download={row.fileName}>
                    Baixar
                  </a>
                ) : (
                  <span role="status">{statusText[row.status as keyof typeof statusText] ?? row.status}</span>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">Nenhuma exportação nos últimos 7 dias.</p>
        )}
        <div className={styles.row}>
          <button
            type="button"
            className="button button-primary"
            disabled={exporting || pending}
            onClick={() => startExport().then((result) => report(result), failed)}
          >
            {pending ? 'Exportação em andamento...' : 'Exportar dados'}
          </button>
        </div>
      </section>

      <section className={`card ${styles.form}`} aria-labelledby="closing-title">
        <h2 id="closing-title">Encerrar a loja</h2>
        {studio.closure ? (
          <>
            <p className="notice notice-danger" role="alert">
              A loja será encerrada em {formatLongDate(studio.closure.closesAt)}. Nesse dia os eventos, as
              fotos, os pedidos e os clientes serão apagados da plataforma.
            </p>
            <p>
              Até lá a loja continua no ar: os clientes abrem as galerias, compram e baixam as fotos já
              compradas. Pedidos feitos depois da exportação entram em uma nova exportação, se você pedir.
            </p>
            <div className={styles.row}>
              <button
                type="button"
                className="button"
                disabled={cancelling}
                onClick={() => cancelClosure().then((result) => report(result), failed)}
              >
                Cancelar encerramento
              </button>
            </div>
          </>
        ) : (
          <>
            <p>
              Ao encerrar, uma exportação de todos os dados começa na hora e o link chega por e-mail. A loja
              continua no ar por mais 30 dias, e você pode cancelar o encerramento até lá; depois disso tudo é
              apagado da plataforma, sem volta.
            </p>
            <div className={styles.row}>
              <button type="button" className="button button-danger" onClick={() => setConfirmClose(true)}>
                Encerrar a loja
              </button>
            </div>
          </>
        )}
      </section>
      <ConfirmModal
        open={confirmClose}
        title="Encerrar a loja"
        confirmLabel="Encerrar a loja"
        busy={closing}
        onCancel={() => {
          setConfirmClose(false);
          setPassword('');
        }}
        onConfirm={() =>
          requestClosure(password).then((result) => {
            if (report(result)) {
              setConfirmClose(false);
              setPassword('');
            }
          }, failed)
        }
      >
        <p>Digite a sua senha para confirmar. Você terá 30 dias para cancelar.</p>
        <div className="field">
          <label htmlFor="closing-password">Senha</label>
          <input
            id="closing-password"
            className="input"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
      </ConfirmModal>
    </div>
  );
}
