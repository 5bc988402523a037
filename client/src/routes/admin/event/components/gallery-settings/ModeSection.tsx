// 'Modo da galeria': normal sale, delivery only (no prices) or a prepaid package with extra photos.
import { useFormContext } from 'react-hook-form';
import type { EventMode } from '../../../../../../../server/domain/gallery-settings.ts';
import { RadioChoices } from './Choices.tsx';
import { SettingsGroup } from './SettingsGroup.tsx';
import type { SettingsValues } from './settings-form.ts';

const modes: readonly (readonly [EventMode, string])[] = [
  ['NORMAL', 'Normal'],
  ['DELIVERY_ONLY', 'Somente entrega'],
  ['PREPAID_PACKAGE', 'Pacote pré-pago + fotos extras'],
];

export function ModeSection() {
  const { register } = useFormContext<SettingsValues>();
  return (
    <SettingsGroup legend="Modo da galeria">
      <RadioChoices options={modes} registration={register('mode')} />
    </SettingsGroup>
  );
}
