// 'Formato de entrega das fotos': digital, printed or both; it decides which of the next sections show.
import { useFormContext } from 'react-hook-form';
import type { DeliveryFormat } from '../../../../../../../server/domain/gallery-settings.ts';
import { RadioChoices } from './Choices.tsx';
import { SettingsGroup } from './SettingsGroup.tsx';
import type { SettingsValues } from './settings-form.ts';

const formats: readonly (readonly [DeliveryFormat, string])[] = [
  ['DIGITAL', 'Digital'],
  ['PRINTED', 'Impresso'],
  ['DIGITAL_AND_PRINTED', 'Digital e impresso'],
];

export function DeliveryFormatSection() {
  const { register } = useFormContext<SettingsValues>();
  return (
    <SettingsGroup legend="Formato de entrega das fotos">
      <RadioChoices options={formats} registration={register('deliveryFormat')} />
    </SettingsGroup>
  );
}
