// 'Foto digital': its price (not asked when the gallery only delivers) and whether downloads go out by themselves.
import { useFormContext } from 'react-hook-form';
import { MaskedField } from '../../../../../components/MaskedInput.tsx';
import { maskDecimal } from '../../../../../components/masks.ts';
import { RadioChoices } from './Choices.tsx';
import { SettingsGroup } from './SettingsGroup.tsx';
import type { SettingsValues } from './settings-form.ts';

const deliveries = [
  ['AUTOMATIC', 'Entrega automática'],
  ['SEMI_AUTOMATIC', 'Semiautomática (eu libero o download)'],
] as const;

export function DigitalSection({ prices }: { prices: boolean }) {
  const { register, control } = useFormContext<SettingsValues>();
  return (
    <SettingsGroup legend="Foto digital">
      {prices && (
        <MaskedField
          id="digital-price"
          label="Preço (R$)"
          inputMode="decimal"
          placeholder="12,50"
          control={control}
          name="digitalPrice"
          mask={maskDecimal}
        />
      )}
      <RadioChoices options={deliveries} registration={register('digitalDelivery')} />
    </SettingsGroup>
  );
}
