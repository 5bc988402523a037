// /adm/configuracoes/dominio-proprio: the studio's own domain, self-service. The owner types it, creates the DNS
// records listed (pointing and a TXT proof), and checks them; the platform also re-checks them daily.
import { useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import type { CustomDomainRoute_domain$key } from '../../../__generated__/CustomDomainRoute_domain.graphql.ts';
import type { CustomDomainRouteQuery } from '../../../__generated__/CustomDomainRouteQuery.graphql.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { useResultToast } from '../../../components/useResultToast.ts';
import { formatDateTime } from '../../../format.ts';
import { useCheckCustomDomainMutation } from '../mutations/useCheckCustomDomainMutation.ts';
import { useRemoveCustomDomainMutation } from '../mutations/useRemoveCustomDomainMutation.ts';
import { useSetCustomDomainMutation } from '../mutations/useSetCustomDomainMutation.ts';
import { tutorialUrl } from '../tutorial/steps.ts';
import { CustomDomainRecords } from './components/CustomDomainRecords.tsx';
import styles from './SettingsRoute.module.css';

export const customDomainRouteQuery = graphql`
  query CustomDomainRouteQuery {
    studio {
      id
      customDomain {
        ...CustomDomainRoute_domain
      }
    }
  }
`;

const statusText = {
  PENDING: 'Aguardando os registros de DNS',
  ACTIVE: 'Ativo',
  BROKEN: 'Com problema nos registros de DNS: corrija-os para que todos os visitantes cheguem à loja',
} as const;

export function CustomDomainRoute() {
  const reference = useLoaderData() as PreloadedQuery<CustomDomainRouteQuery>;
  const { studio } = usePreloadedQuery<CustomDomainRouteQuery>(customDomainRouteQuery, reference);
  useEffect(() => {
    document.title = 'Domínio próprio';
  }, []);
  if (!studio) return null;
  return (
    <div className={styles.page}>
      <h1>Domínio próprio</h1>
      <CustomDomainSettings domain={studio.customDomain} />
    </div>
  );
}

function CustomDomainSettings({ domain: key }: { domain: CustomDomainRoute_domain$key }) {
  const domain = useFragment(
    graphql`
      fragment CustomDomainRoute_domain on CustomDomain {
        available
        apexAllowed
        domain
        status
        problem
        checkedAt
        verifiedAt
        ...CustomDomainRecords_domain
      }
    `,
    key,
  );
  const [typed, setTyped] = useState(domain.domain ?? '');
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [save, saving] = useSetCustomDomainMutation();
  const [check, checking] = useCheckCustomDomainMutation();
  const [remove, removing] = useRemoveCustomDomainMutation();
  const { report, failed } = useResultToast();
  // The field shows the domain as saved (lower case, without https:// or a path), or empty once removed.
  useEffect(() => setTyped(domain.domain ?? ''), [domain.domain]);

  if (!domain.available) {
    return (
      <p className="notice">
        Domínios próprios não estão disponíveis nesta plataforma. Para usar um, fale com o suporte da
        plataforma.
      </p>
    );
  }

  return (
    <>
      <p>
        Com um domínio próprio, seus clientes abrem a loja e as galerias pelo endereço do seu estúdio, como
        www.seuestudio.com.br. Você cria os registros de DNS abaixo no site onde registrou o domínio; quando
        eles conferem, o domínio passa a abrir a sua loja. O endereço da plataforma continua funcionando e
        leva ao seu domínio.
      </p>
      <p>
        <Link to={tutorialUrl('configurar-dominio-proprio')}>
          Passo a passo no Registro.br, na GoDaddy e na Hostinger
        </Link>
      </p>
      <form
        className={`card ${styles.form}`}
        onSubmit={(event) => {
          event.preventDefault();
          save(typed).then((result) => report(result), failed);
        }}
      >
        <div className="field">
          <label htmlFor="custom-domain">Seu domínio</label>
          <input
            id="custom-domain"
            className="input"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder="www.seuestudio.com.br"
            autoComplete="off"
            spellCheck={false}
            aria-describedby="custom-domain-hint"
          />
          <p id="custom-domain-hint" className="field-hint">
            {domain.apexAllowed
              ? 'Com ou sem www (www.seuestudio.com.br ou seuestudio.com.br): o outro endereço leva a ele.'
              : 'Use o endereço com www, como www.seuestudio.com.br.'}
            {domain.domain ? ' Trocar o domínio desliga o atual até os registros do novo conferirem.' : ''}
          </p>
        </div>
        <div className={styles.row}>
          <button type="submit" className="button button-primary" disabled={saving || !typed.trim()}>
            {domain.domain ? 'Trocar domínio' : 'Salvar domínio'}
          </button>
        </div>
      </form>

      {domain.domain && domain.status && (
        <section className={`card ${styles.form}`} aria-labelledby="custom-domain-status">
          <h2 id="custom-domain-status">{domain.domain}</h2>
          <dl className={styles.facts}>
            <div>
              <dt>Situação</dt>
              <dd>{statusText[domain.status as keyof typeof statusText] ?? domain.status}</dd>
            </div>
            <div>
              <dt>Última verificação</dt>
              <dd>{domain.checkedAt ? formatDateTime(domain.checkedAt) : 'Ainda não verificado'}</dd>
            </div>
            {domain.verifiedAt && (
              <div>
                <dt>Ativo desde</dt>
                <dd>{formatDateTime(domain.verifiedAt)}</dd>
              </div>
            )}
          </dl>
          {domain.problem && (
            <p className="notice notice-danger" role="alert">
              {domain.problem}
            </p>
          )}
          {domain.status === 'ACTIVE' && !domain.problem && (
            <p className="notice notice-success">Tudo certo: a sua loja abre em {domain.domain}.</p>
          )}
          <CustomDomainRecords domain={domain} />
          <p className="field-hint">
            As mudanças de DNS levam de alguns minutos a algumas horas para valer. A plataforma confere os
            registros todos os dias e avisa por e-mail se algum deixar de valer.
          </p>
          <div className={styles.row}>
            <button
              type="button"
              className="button button-primary"
              disabled={checking}
              onClick={() => check().then((result) => report(result), failed)}
            >
              {checking ? 'Verificando...' : 'Verificar agora'}
            </button>
            <button
              type="button"
              className="button button-danger"
              disabled={removing}
              onClick={() => setConfirmRemove(true)}
            >
              Remover domínio
            </button>
          </div>
        </section>
      )}
      <ConfirmModal
        open={confirmRemove}
        title="Remover domínio"
        confirmLabel="Remover"
        busy={removing}
        onCancel={() => setConfirmRemove(false)}
        onConfirm={() => {
          setConfirmRemove(false);
          remove().then((result) => report(result), failed);
        }}
      >
        <p>
          A loja deixa de abrir em {domain.domain} e fica só no endereço da plataforma. Os registros de DNS
          continuam no seu registrador até você apagá-los.
        </p>
      </ConfirmModal>
    </>
  );
}
