// The secret of the token just created, shown this once (only its hash is kept).
import settings from '../../settings/SettingsRoute.module.css';
import { SecretOnce } from './SecretOnce.tsx';

export function ApiTokenSecret({
  name,
  secret,
  onDone,
}: {
  name: string;
  secret: string;
  onDone: () => void;
}) {
  return (
    <SecretOnce
      title={`Segredo do token "${name}"`}
      label="Segredo do token"
      secret={secret}
      risk="Quem tiver este segredo acessa a API do estúdio com as permissões do token."
      className={settings.form}
      onDone={onDone}
    />
  );
}
