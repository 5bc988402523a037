// 'Criar token': its name, the scopes (at least one) and an optional last day; the secret comes back once and is
// shown by ApiTokenSecret until the member hides it.
import { type FormEvent, useState } from 'react';
import {
  type ApiTokenScope,
  apiTokenPolicy,
  apiTokenScopeLabels,
  apiTokenScopes,
} from '../../../../../../server/domain/api-tokens.ts';
import { useResultToast } from '../../../../components/useResultToast.ts';
import settings from '../../settings/SettingsRoute.module.css';
import styles from '../IntegrationsRoute.module.css';
import { useCreateApiTokenMutation } from '../mutations/useCreateApiTokenMutation.ts';
import { ApiTokenSecret } from './ApiTokenSecret.tsx';

/** Tomorrow as 'aaaa-mm-dd' in the browser's time: the earliest last day a token may have. */
function tomorrow(): string {
  const date = new Date(Date.now() + 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

export function CreateApiTokenForm({ connection }: { connection: string }) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiTokenScope[]>([]);
  const [lastDay, setLastDay] = useState('');
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [create, creating] = useCreateApiTokenMutation();
  const { report, failed } = useResultToast();

  const toggle = (scope: ApiTokenScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((item) => item !== scope)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The token works through the whole of its last day.
    const expiresAt = lastDay ? new Date(`${lastDay}T23:59:59`).toISOString() : null;
    create({ name, scopes, expiresAt }, connection).then((result) => {
      if (!report(result) || !result.apiToken || !result.secret) return;
      setCreated({ name: result.apiToken.name, secret: result.secret });
      setName('');
      setScopes([]);
      setLastDay('');
    }, failed);
  };

  return (
    <>
      {created && <ApiTokenSecret {...created} onDone={() => setCreated(null)} />}
      <form className={`card ${settings.form}`} onSubmit={submit} aria-label="Criar token">
        <h2>Criar token</h2>
        <div className="field">
          <label htmlFor="api-token-name">Nome</label>
          <input
            id="api-token-name"
            value={name}
            maxLength={apiTokenPolicy.nameMaxLength}
            onChange={(change) => setName(change.target.value)}
            placeholder="ERP da loja, robô do WhatsApp..."
            required
          />
        </div>
        <fieldset className={styles.choices}>
          <legend>Permissões</legend>
          {apiTokenScopes.map((scope) => (
            <label key={scope} className={styles.choice}>
              <input
                type="checkbox"
                checked={scopes.includes(scope)}
                onChange={(change) => toggle(scope, change.target.checked)}
              />
              <span>
                {apiTokenScopeLabels[scope].label}
                <br />
                <span className="field-hint">{apiTokenScopeLabels[scope].help}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="api-token-last-day">Válido até (opcional)</label>
          <input
            id="api-token-last-day"
            type="date"
            min={tomorrow()}
            value={lastDay}
            onChange={(change) => setLastDay(change.target.value)}
          />
          <span className="field-hint">Sem data, o token vale até ser revogado.</span>
        </div>
        <button type="submit" className="button button-primary" disabled={creating || !scopes.length}>
          Criar token
        </button>
      </form>
    </>
  );
}
