// 'Pacote pré-pago': how many photos the package includes, and the people (name, password) who may open it.
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { suggestGalleryPassword } from '../../../../../../../server/domain/gallery-settings.ts';
import { FieldError } from '../../../../../components/Field.tsx';
import { MaskedField } from '../../../../../components/MaskedInput.tsx';
import { maskDigits } from '../../../../../components/masks.ts';
import styles from './PackageSection.module.css';
import { SettingsGroup, SettingsSubtitle } from './SettingsGroup.tsx';
import type { SettingsValues } from './settings-form.ts';

export function PackageSection() {
  const { register, control } = useFormContext<SettingsValues>();
  const { errors } = useFormState({ control, name: 'authorizedPeople' });
  const people = useFieldArray({ control, name: 'authorizedPeople' });
  return (
    <SettingsGroup legend="Pacote pré-pago">
      <MaskedField
        id="package-count"
        label="Fotos incluídas no pacote"
        inputMode="numeric"
        control={control}
        name="packagePhotoCount"
        mask={maskDigits}
      />
      <SettingsSubtitle>Pessoas autorizadas</SettingsSubtitle>
      <ul className={styles.people}>
        {people.fields.map((person, index) => (
          <li key={person.id}>
            <input
              className="input"
              aria-label={`Nome da pessoa ${index + 1}`}
              placeholder="Nome (opcional)"
              {...register(`authorizedPeople.${index}.name`)}
            />
            <input
              className="input"
              aria-label={`Senha da pessoa ${index + 1}`}
              aria-invalid={errors.authorizedPeople?.[index]?.password ? true : undefined}
              {...register(`authorizedPeople.${index}.password`)}
            />
            <button type="button" className="button-link" onClick={() => people.remove(index)}>
              Remover
            </button>
            <FieldError message={errors.authorizedPeople?.[index]?.password?.message} />
          </li>
        ))}
      </ul>
      <FieldError message={errors.authorizedPeople?.root?.message ?? errors.authorizedPeople?.message} />
      <button
        type="button"
        className="button"
        onClick={() => people.append({ personId: null, name: '', password: suggestGalleryPassword() })}
      >
        Adicionar pessoa
      </button>
    </SettingsGroup>
  );
}
