// 'Buscar cliente' of /adm Privacidade: what the studio holds about a customer (by e-mail, and the e-mails a CPF was
// used with), their requests, and the studio's own 'Exportar dados' and 'Excluir dados'.
import { type FormEvent, Suspense, useId, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery, useQueryLoader } from 'react-relay/hooks';
import {
  dataRequestKindLabels,
  dataRequestStatusLabels,
} from '../../../../../../server/domain/data-requests.ts';
import { isValidCpf, maskCpf } from '../../../../../../server/domain/text-rules.ts';
import type { CustomerSearchQuery } from '../../../../__generated__/CustomerSearchQuery.graphql.ts';
import { TextField } from '../../../../components/Field.tsx';
import { useResultToast } from '../../../../components/useResultToast.ts';
import { formatDateTime } from '../../../../format.ts';
import { useDeleteCustomerDataMutation } from '../mutations/useDeleteCustomerDataMutation.ts';
import { useExportCustomerDataMutation } from '../mutations/useExportCustomerDataMutation.ts';
import styles from '../PrivacyRequestsRoute.module.css';
import { ConfirmDeletionModal } from './ConfirmDeletionModal.tsx';

const customerSearchQuery = graphql`
  query CustomerSearchQuery($email: String, $cpf: String) {
    studio {
      customerData(email: $email, cpf: $cpf) {
        email
        cpf
        emailsOfCpf
        counts {
          orders
          paidOrders
          sessions
          carts
          favorites
          photoAlerts
          cartReminders
          invitations
          consents
          emails
        }
        requests { id kind status requestedAt }
      }
    }
  }
`;

export function CustomerSearch() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [cpf, setCpf] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [reference, load] = useQueryLoader<CustomerSearchQuery>(customerSearchQuery);
  const search = (byEmail: string, byCpf: string) => {
    const digits = byCpf.replace(/\D/g, '');
    if (!byEmail.trim() && !digits) return setProblem('Informe o e-mail ou o CPF do cliente');
    if (digits && !isValidCpf(digits)) return setProblem('CPF inválido');
    setProblem(null);
    load({ email: byEmail.trim(), cpf: digits }, { fetchPolicy: 'network-only' });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(email, cpf);
  };
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Buscar cliente</h2>
      <form className={styles.search} onSubmit={submit} aria-label="Buscar cliente">
        <TextField
          id={`${id}-email`}
          label="E-mail"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          id={`${id}-cpf`}
          label="CPF"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={cpf}
          error={problem}
          onChange={(event) => setCpf(maskCpf(event.target.value))}
        />
        <div>
          <button type="submit" className="button button-primary">
            Buscar
          </button>
        </div>
      </form>
      {reference && (
        <Suspense fallback={<p className="muted">Buscando…</p>}>
          <SearchResult
            reference={reference}
            onPickEmail={(picked) => {
              setEmail(picked);
              search(picked, cpf);
            }}
            onChanged={() => search(email, cpf)}
          />
        </Suspense>
      )}
    </section>
  );
}

const countLabels: [keyof CountsOf, string][] = [
  ['orders', 'Pedidos'],
  ['paidOrders', 'Pedidos pagos'],
  ['sessions', 'Visitas às galerias'],
  ['carts', 'Carrinhos'],
  ['favorites', 'Favoritas'],
  ['photoAlerts', 'Alertas de fotos'],
  ['cartReminders', 'Lembretes de carrinho'],
  ['invitations', 'Convites'],
  ['consents', 'Consentimentos'],
  ['emails', 'E-mails'],
];

type CountsOf = NonNullable<NonNullable<CustomerSearchQuery['response']['studio']>['customerData']['counts']>;

function SearchResult({
  reference,
  onPickEmail,
  onChanged,
}: {
  reference: PreloadedQuery<CustomerSearchQuery>;
  onPickEmail: (email: string) => void;
  onChanged: () => void;
}) {
  const { studio } = usePreloadedQuery<CustomerSearchQuery>(customerSearchQuery, reference);
  const [exportData, exporting] = useExportCustomerDataMutation();
  const [deleteData, deleting] = useDeleteCustomerDataMutation();
  const [confirming, setConfirming] = useState(false);
  const { report, failed } = useResultToast();
  const data = studio?.customerData;
  if (!data) return null;
  const { counts } = data;
  return (
    <section aria-label="Resultado da busca">
      {data.emailsOfCpf.length > 0 && (
        <>
          <p>E-mails usados com o CPF {maskCpf(data.cpf)}:</p>
          <ul className={styles.emails}>
            {data.emailsOfCpf.map((found) => (
              <li key={found}>
                <button type="button" className="button" onClick={() => onPickEmail(found)}>
                  {found}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {!data.email && data.emailsOfCpf.length === 0 && (
        <p className="muted">Nenhum pedido ou visita com este CPF.</p>
      )}
      {counts && (
        <>
          <h3>{data.email}</h3>
          <dl className={styles.counts}>
            {countLabels.map(([field, label]) => (
              <div key={field}>
                <dt>{label}</dt>
                <dd>{counts[field]}</dd>
              </div>
            ))}
          </dl>
          {data.requests.length > 0 && (
            <ul>
              {data.requests.map((request) => (
                <li key={request.id}>
                  {dataRequestKindLabels[request.kind as keyof typeof dataRequestKindLabels]} ·{' '}
                  {dataRequestStatusLabels[request.status as keyof typeof dataRequestStatusLabels]} · pedido
                  em {formatDateTime(request.requestedAt)}
                </li>
              ))}
            </ul>
          )}
          <div className={styles.actions}>
            <button
              type="button"
              className="button button-primary"
              disabled={exporting}
              onClick={() =>
                exportData({ email: data.email, cpf: data.cpf }).then((result) => {
                  if (report(result)) onChanged();
                }, failed)
              }
            >
              Exportar dados
            </button>
            <button type="button" className="button button-danger" onClick={() => setConfirming(true)}>
              Excluir dados
            </button>
          </div>
        </>
      )}
      <ConfirmDeletionModal
        email={confirming ? data.email : null}
        busy={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={(typed) =>
          deleteData({ email: data.email, cpf: data.cpf, confirmEmail: typed }).then((result) => {
            if (report(result)) {
              setConfirming(false);
              onChanged();
            }
          }, failed)
        }
      />
    </section>
  );
}
