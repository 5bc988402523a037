// The studio's tokens, newest first: name, permissions, the secret's first characters, who created it and when, its
// last day, its last use and state; 'Revogar' asks first, then the line shows 'Revogado'.
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { type ApiTokenScope, apiTokenScopeLabels } from '../../../../../../server/domain/api-tokens.ts';
import type { ApiTokenList_studio$key } from '../../../../__generated__/ApiTokenList_studio.graphql.ts';
import type { ApiTokenList_token$key } from '../../../../__generated__/ApiTokenList_token.graphql.ts';
import { ConfirmModal } from '../../../../components/ConfirmModal.tsx';
import { useResultToast } from '../../../../components/useResultToast.ts';
import { formatDate, formatDateTime } from '../../../../format.ts';
import dataTable from '../../components/DataTable.module.css';
import styles from '../IntegrationsRoute.module.css';
import { useRevokeApiTokenMutation } from '../mutations/useRevokeApiTokenMutation.ts';

const stateLabels: Record<string, string> = { ACTIVE: 'Ativo', EXPIRED: 'Expirado', REVOKED: 'Revogado' };

export function ApiTokenList({ studio }: { studio: ApiTokenList_studio$key }) {
  const data = useFragment(
    graphql`
      fragment ApiTokenList_studio on Studio {
        apiTokens(first: 100) @connection(key: "ApiTokenList_apiTokens") {
          edges { node { id ...ApiTokenList_token } }
        }
      }
    `,
    studio,
  );
  const [revoking, setRevoking] = useState<{ id: string; name: string } | null>(null);
  const [revoke, inFlight] = useRevokeApiTokenMutation();
  const { report, failed } = useResultToast();
  const tokens = data.apiTokens.edges.map((edge) => edge.node);

  return (
    <section className="card" aria-labelledby="api-tokens-heading">
      <h2 id="api-tokens-heading">Tokens</h2>
      {tokens.length === 0 ? (
        <p className="muted">Nenhum token criado ainda.</p>
      ) : (
        <div className={dataTable.scroll}>
          <table className={`${dataTable.table} ${styles.table}`}>
            <thead>
              <tr>
                <th scope="col">Nome</th>
                <th scope="col">Permissões</th>
                <th scope="col">Token</th>
                <th scope="col">Criado</th>
                <th scope="col">Válido até</th>
                <th scope="col">Último uso</th>
                <th scope="col">Situação</th>
                <th scope="col">
                  <span className="visually-hidden">Ações</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tokens.map((token) => (
                <ApiTokenRow key={token.id} token={token} onRevoke={setRevoking} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmModal
        open={revoking !== null}
        title="Revogar token"
        confirmLabel="Revogar"
        busy={inFlight}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (!revoking) return;
          revoke(revoking.id).then((result) => {
            report(result);
            setRevoking(null);
          }, failed);
        }}
      >
        <p>
          Revogar o token "{revoking?.name}"? As integrações que o usam deixam de acessar a API na hora. Isso
          não pode ser desfeito.
        </p>
      </ConfirmModal>
    </section>
  );
}

function ApiTokenRow({
  token,
  onRevoke,
}: {
  token: ApiTokenList_token$key;
  onRevoke: (token: { id: string; name: string }) => void;
}) {
  const data = useFragment(
    graphql`
      fragment ApiTokenList_token on ApiToken {
        id
        name
        scopes
        displayPrefix
        createdAt
        createdByName
        expiresAt
        lastUsedAt
        state
      }
    `,
    token,
  );
  return (
    <tr className={data.state === 'ACTIVE' ? undefined : styles.inactive}>
      <td>{data.name}</td>
      <td>
        {data.scopes.map((scope) => apiTokenScopeLabels[scope as ApiTokenScope]?.label ?? scope).join(', ')}
      </td>
      <td className={styles.prefix}>{data.displayPrefix}…</td>
      <td>
        {formatDate(data.createdAt as string)}
        {data.createdByName && <span className="field-hint"> por {data.createdByName}</span>}
      </td>
      <td>{data.expiresAt ? formatDate(data.expiresAt as string) : 'Sem prazo'}</td>
      <td>{data.lastUsedAt ? formatDateTime(data.lastUsedAt as string) : 'Nunca usado'}</td>
      <td>{stateLabels[data.state] ?? data.state}</td>
      <td>
        {data.state !== 'REVOKED' && (
          <button
            type="button"
            className="button button-danger"
            aria-label={`Revogar ${data.name}`}
            onClick={() => onRevoke({ id: data.id, name: data.name })}
          >
            Revogar
          </button>
        )}
      </td>
    </tr>
  );
}
