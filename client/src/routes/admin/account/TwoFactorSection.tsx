// 'Verificação em duas etapas' on the member's account page: turn it on (password, then the app reads the QR code
// and a first code confirms it; the recovery codes are shown once) or off (password and a code).
import { type FormEvent, useState } from 'react';
import { PasswordField } from '../../../components/CredentialFields.tsx';
import { TextField } from '../../../components/Field.tsx';
import { useResultToast } from '../../../components/useResultToast.ts';
import styles from '../settings/SettingsRoute.module.css';
import {
  useConfirmTwoFactorSetupMutation,
  useDisableTwoFactorMutation,
  useStartTwoFactorSetupMutation,
} from './mutations.ts';

interface Setup {
  secret: string;
  qrCodeSvg: string;
}

export function TwoFactorSection({
  enabled,
  recoveryCodesLeft,
  onChanged,
}: {
  enabled: boolean;
  recoveryCodesLeft: number;
  onChanged: () => void;
}) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [setup, setSetup] = useState<Setup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [start, starting] = useStartTwoFactorSetupMutation();
  const [confirm, confirming] = useConfirmTwoFactorSetupMutation();
  const [disable, disabling] = useDisableTwoFactorMutation();
  const { report, failed } = useResultToast();

  const submitStart = (event: FormEvent) => {
    event.preventDefault();
    start(password).then((result) => {
      if (result?.__typename !== 'StartTwoFactorSetupPayload') return report(result);
      setPassword('');
      setSetup({ secret: result.secret ?? '', qrCodeSvg: result.qrCodeSvg ?? '' });
    }, failed);
  };
  const submitConfirm = (event: FormEvent) => {
    event.preventDefault();
    confirm(code).then((result) => {
      setCode('');
      if (!report(result) || result?.__typename !== 'ConfirmTwoFactorSetupPayload') return;
      setSetup(null);
      setRecoveryCodes([...(result.recoveryCodes ?? [])]);
      onChanged();
    }, failed);
  };
  const submitDisable = (event: FormEvent) => {
    event.preventDefault();
    disable(password, code).then((result) => {
      setCode('');
      if (!report(result)) return;
      setPassword('');
      setRecoveryCodes(null);
      onChanged();
    }, failed);
  };

  return (
    <section className={`card ${styles.form}`} aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading">Verificação em duas etapas</h2>
      {recoveryCodes && (
        <div className="notice" role="status">
          <p>
            <strong>Guarde estes códigos de recuperação</strong> em um lugar seguro: cada um permite entrar
            uma vez se você perder o celular. Eles não serão mostrados de novo.
          </p>
          <ul aria-label="Códigos de recuperação" style={{ columns: 2, fontFamily: 'monospace' }}>
            {recoveryCodes.map((recovery) => (
              <li key={recovery}>{recovery}</li>
            ))}
          </ul>
        </div>
      )}
      {enabled ? (
        <form onSubmit={submitDisable} aria-label="Desativar a verificação em duas etapas">
          <p>
            Ativa: ao entrar, além da senha, pedimos o código do seu aplicativo autenticador.{' '}
            {recoveryCodesLeft === 1
              ? 'Resta 1 código de recuperação.'
              : `Restam ${recoveryCodesLeft} códigos de recuperação.`}
          </p>
          <PasswordField
            id="two-factor-off-password"
            value={password}
            purpose="current"
            onValue={setPassword}
          />
          <TextField
            id="two-factor-off-code"
            label="Código de verificação (ou um código de recuperação)"
            required
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <button type="submit" className="button button-danger" disabled={disabling}>
            Desativar
          </button>
        </form>
      ) : setup ? (
        <form onSubmit={submitConfirm} aria-label="Confirmar a verificação em duas etapas">
          <p>
            Abra o aplicativo autenticador (Google Authenticator, Microsoft Authenticator, 1Password...) e
            leia o QR code, ou digite a chave abaixo. Depois informe o código de 6 dígitos que ele mostrar.
          </p>
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrCodeSvg)}`}
            alt="QR code para o aplicativo autenticador"
            width={200}
            height={200}
          />
          <p>
            Chave: <code data-testid="two-factor-secret">{setup.secret}</code>
          </p>
          <TextField
            id="two-factor-code"
            label="Código de verificação"
            required
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <button type="submit" className="button button-primary" disabled={confirming}>
            Confirmar e ativar
          </button>
        </form>
      ) : (
        <form onSubmit={submitStart} aria-label="Ativar a verificação em duas etapas">
          <p>
            Proteja sua conta: além da senha, o login pedirá um código do aplicativo autenticador do seu
            celular. Para começar, confirme sua senha.
          </p>
          <PasswordField id="two-factor-password" value={password} purpose="current" onValue={setPassword} />
          <button type="submit" className="button button-primary" disabled={starting}>
            Ativar
          </button>
        </form>
      )}
    </section>
  );
}
