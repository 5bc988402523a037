// /adm/minha-conta: the member's own sessions (end one, or all the others), known browsers (forget one), two-factor
// login and login e-mail (changed from a link sent to the new address); for those who may change the studio, its name and its address (urlEstudio: the old
// one leads to the new one for 90 days).
import { type FormEvent, useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery, useQueryLoader } from 'react-relay/hooks';
import { useLoaderData, useOutletContext } from 'react-router';
import { browserOf } from '../../../../../server/domain/user-agent.ts';
import type { AccountRouteQuery } from '../../../__generated__/AccountRouteQuery.graphql.ts';
import { EmailField } from '../../../components/CredentialFields.tsx';
import { TextField } from '../../../components/Field.tsx';
import { useResultToast } from '../../../components/useResultToast.ts';
import type { AdminOutletContext } from '../AdminLayout.tsx';
import { can } from '../capabilities.ts';
import styles from '../settings/SettingsRoute.module.css';
import {
  useChangeStudioSlugMutation,
  useEndAdminSessionMutation,
  useEndOtherAdminSessionsMutation,
  useForgetAdminDeviceMutation,
  useRenameStudioMutation,
  useRequestLoginEmailChangeMutation,
} from './mutations.ts';
import { TwoFactorSection } from './TwoFactorSection.tsx';

export const accountRouteQuery = graphql`
  query AccountRouteQuery {
    studio { id name slug }
    me {
      email
      sessions { id userAgent ip createdAt lastUsedAt current }
      knownDevices { id userAgent ip lastSeenAt current }
      twoFactorEnabled
      recoveryCodesLeft
    }
  }
`;

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

export function AccountRoute() {
  const initial = useLoaderData() as PreloadedQuery<AccountRouteQuery>;
  const [reference, reload] = useQueryLoader<AccountRouteQuery>(accountRouteQuery, initial);
  const data = usePreloadedQuery<AccountRouteQuery>(accountRouteQuery, reference ?? initial);
  const capabilities = useOutletContext<AdminOutletContext | undefined>()?.capabilities ?? [];
  const [newEmail, setNewEmail] = useState('');
  const [name, setName] = useState(data.studio?.name ?? '');
  const [slug, setSlug] = useState(data.studio?.slug ?? '');
  const [endSession] = useEndAdminSessionMutation();
  const [endOthers, endingOthers] = useEndOtherAdminSessionsMutation();
  const [forgetDevice] = useForgetAdminDeviceMutation();
  const [requestEmail, requestingEmail] = useRequestLoginEmailChangeMutation();
  const [rename, renaming] = useRenameStudioMutation();
  const [changeSlug, changingSlug] = useChangeStudioSlugMutation();
  const { report, failed } = useResultToast();
  useEffect(() => {
    document.title = 'Minha conta';
  }, []);
  const refresh = () => reload({}, { fetchPolicy: 'network-only' });

  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    requestEmail(newEmail).then((result) => {
      if (report(result)) setNewEmail('');
    }, failed);
  };
  const submitName = (event: FormEvent) => {
    event.preventDefault();
    rename(name).then((result) => report(result), failed);
  };
  const submitSlug = (event: FormEvent) => {
    event.preventDefault();
    changeSlug(slug).then((result) => {
      if (!report(result) || result?.__typename !== 'ChangeStudioSlugPayload' || !result.studio) return;
      // The admin now lives at the new address (the old one leads there for 90 days).
      const here = window.location;
      const [label, ...rest] = here.hostname.split('.');
      if (rest.length && label === data.studio?.slug)
        here.assign(
          `${here.protocol}//${[result.studio.slug, ...rest].join('.')}${here.port ? `:${here.port}` : ''}${here.pathname}`,
        );
    }, failed);
  };

  return (
    <div className={styles.page}>
      <h1>Minha conta</h1>

      {data.studio && can(capabilities, 'studio') && (
        <>
          <form className={`card ${styles.form}`} onSubmit={submitName} aria-label="Nome do estúdio">
            <h2>Nome do estúdio</h2>
            <TextField
              id="account-studio-name"
              label="Nome"
              required
              maxLength={80}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
            <button type="submit" className="button button-primary" disabled={renaming}>
              Salvar nome
            </button>
          </form>
          <form className={`card ${styles.form}`} onSubmit={submitSlug} aria-label="Endereço da loja">
            <h2>Endereço da loja</h2>
            <p className="muted">
              O endereço atual ({data.studio.slug}) continua levando à loja por 90 dias depois da troca.
            </p>
            <TextField
              id="account-studio-slug"
              label="Novo endereço"
              required
              pattern="[a-z0-9]+(-[a-z0-9]+)*"
              value={slug}
              onChange={(event) => setSlug(event.target.value.toLowerCase())}
            />
            <button type="submit" className="button button-primary" disabled={changingSlug}>
              Trocar endereço
            </button>
          </form>
        </>
      )}

      <form className={`card ${styles.form}`} onSubmit={submitEmail} aria-label="E-mail de acesso">
        <h2>E-mail de acesso</h2>
        <p>
          Você entra com <strong>{data.me.email}</strong>. Para trocar, informe o novo e-mail: enviaremos um
          link de confirmação para ele, e o e-mail atual será avisado.
        </p>
        <EmailField id="account-new-email" label="Novo e-mail" value={newEmail} onValue={setNewEmail} />
        <button type="submit" className="button button-primary" disabled={requestingEmail}>
          Enviar link de confirmação
        </button>
      </form>

      <section className="card" aria-labelledby="account-sessions-heading">
        <h2 id="account-sessions-heading">Sessões abertas</h2>
        <ul>
          {data.me.sessions.map((session) => (
            <li key={session.id}>
              <strong>{browserOf(session.userAgent ?? null)}</strong>
              {session.ip && ` · ${session.ip}`} · último uso{' '}
              {dateTime.format(new Date(session.lastUsedAt as string))}
              {session.current ? (
                <span> (esta sessão)</span>
              ) : (
                <>
                  {' '}
                  <button
                    type="button"
                    className="button"
                    onClick={() =>
                      endSession(session.id).then((result) => {
                        if (report(result)) refresh();
                      }, failed)
                    }
                  >
                    Encerrar
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="button button-danger"
          disabled={endingOthers}
          onClick={() =>
            endOthers().then((result) => {
              if (report(result)) refresh();
            }, failed)
          }
        >
          Encerrar todas as outras sessões
        </button>
      </section>

      <section className="card" aria-labelledby="account-devices-heading">
        <h2 id="account-devices-heading">Navegadores conhecidos</h2>
        <p className="muted">
          Os navegadores em que você já entrou não esperam quando alguém erra sua senha muitas vezes, e entrar
          de um navegador novo avisa você por e-mail. Esqueça os que você não usa mais.
        </p>
        {data.me.knownDevices.length === 0 ? (
          <p>Nenhum navegador conhecido.</p>
        ) : (
          <ul>
            {data.me.knownDevices.map((device) => (
              <li key={device.id}>
                <strong>{browserOf(device.userAgent ?? null)}</strong>
                {device.ip && ` · ${device.ip}`} · último uso{' '}
                {dateTime.format(new Date(device.lastSeenAt as string))}
                {device.current && <span> (este navegador)</span>}{' '}
                <button
                  type="button"
                  className="button"
                  onClick={() =>
                    forgetDevice(device.id).then((result) => {
                      if (report(result)) refresh();
                    }, failed)
                  }
                >
                  Esquecer
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <TwoFactorSection
        enabled={data.me.twoFactorEnabled}
        recoveryCodesLeft={data.me.recoveryCodesLeft}
        onChanged={refresh}
      />
    </div>
  );
}
