// 'Entrega das fotos impressas': pickup at the studio, shipping by post, and who pays the shipping.
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { FieldError } from '../../../../../components/Field.tsx';
import { CheckboxChoice, RadioChoices } from './Choices.tsx';
import styles from './PrintedDeliveryOptions.module.css';
import { SettingsSubtitle } from './SettingsGroup.tsx';
import type { SettingsValues } from './settings-form.ts';

const payers = [
  ['CUSTOMER', 'Cliente'],
  ['STUDIO', 'Estúdio'],
] as const;

export function PrintedDeliveryOptions() {
  const { register, control } = useFormContext<SettingsValues>();
  const { errors } = useFormState({ control, name: ['pickup', 'shipping'] });
  const shipping = useWatch({ control, name: 'shipping' });
  return (
    <div className={styles.delivery}>
      <SettingsSubtitle>Entrega das fotos impressas</SettingsSubtitle>
      <CheckboxChoice registration={register('pickup')}>Retirada no estúdio</CheckboxChoice>
      <CheckboxChoice registration={register('shipping')}>Envio pelos Correios</CheckboxChoice>
      <FieldError message={errors.pickup?.message ?? errors.shipping?.message} />
      {shipping && (
        <RadioChoices options={payers} registration={register('shippingPayer')}>
          <span>Quem paga o frete:</span>
        </RadioChoices>
      )}
    </div>
  );
}
