// /adm/minha-conta: the member's own sessions (end one, or all the others) and login e-mail (changed from a link
// sent to the new address); for those who may change the studio, its name and its address (urlEstudio: the old
// one leads to the new one for 90 days).
import { type FormEvent, useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery, useQueryLoader } from 'react-relay/hooks';
import { useLoaderData, useOutletContext } from 'react-router';
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
  useRenameStudioMutation,
  useRequestLoginEmailChangeMutation,
} from './mutations.ts';

export const accountRouteQuery = graphql`
  query AccountRouteQuery {
    studio { id name slug }
    me {
      email
      sessions { id userAgent ip createdAt lastUsedAt current }
    }
  }
`;

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** A short name of the browser a session came from. */
function browserOf(userAgent: string | null): string {
  if (!userAgent) return 'Navegador desconhecido';
  const known = [/Edg\//, /Firefox\//, /Chrome\//, /Safari\//].find((pattern) => pattern.test(userAgent));
  const name = known
    ? { 'Edg\\/': 'Edge', 'Firefox\\/': 'Firefox', 'Chrome\\/': 'Chrome', 'Safari\\/': 'Safari' }[
        known.source
      ]
    : null;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  return [name ?? 'Navegador', system && `em ${system}`].filter(Boolean).join(' ');
}

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
    </div>
  );
}
