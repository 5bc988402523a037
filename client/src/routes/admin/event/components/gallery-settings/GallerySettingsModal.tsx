// The gallery settings (the gear), one section a file: mode, key or prepaid package with its authorised people,
// delivery format, digital price and release, the printed price table and its delivery, discounts. The form is
// checked by the server's own rules (settings-form.ts), each refusal shown beside its field.
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import { sellsDigital, sellsPrinted } from '../../../../../../../server/domain/gallery-settings.ts';
import type { GallerySettingsModal_event$key } from '../../../../../__generated__/GallerySettingsModal_event.graphql.ts';
import type { GallerySettingsModal_studio$key } from '../../../../../__generated__/GallerySettingsModal_studio.graphql.ts';
import { Modal } from '../../../../../components/Modal.tsx';
import { useToasts } from '../../../../../components/Toasts.tsx';
import { useUpdateGallerySettingsMutation } from '../../../mutations/useUpdateGallerySettingsMutation.ts';
import { AccessKeyField } from './AccessKeyField.tsx';
import { DeliveryFormatSection } from './DeliveryFormatSection.tsx';
import { DigitalSection } from './DigitalSection.tsx';
import { DiscountsSection } from './DiscountsSection.tsx';
import styles from './GallerySettingsModal.module.css';
import { ModeSection } from './ModeSection.tsx';
import { PackageSection } from './PackageSection.tsx';
import { PrintedSection } from './PrintedSection.tsx';
import { type SettingsValues, savedValues, settingsInput, settingsResolver } from './settings-form.ts';

interface Problem {
  text: string;
  link?: string | null;
  linkText?: string | null;
}

export function GallerySettingsModal({
  event,
  studio,
  open,
  onClose,
}: {
  event: GallerySettingsModal_event$key;
  studio: GallerySettingsModal_studio$key;
  open: boolean;
  onClose: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment GallerySettingsModal_event on Event {
        slug
        deliveryFormat
        mode
        accessKey
        packagePhotoCount
        authorizedPeople { id name password }
        digital { priceCents delivery }
        printed { pickup shipping shippingPayer }
        priceTable { id name items { id width height weightGrams priceCents } }
        ...DiscountsSection_event
      }
    `,
    event,
  );
  const studioData = useFragment(
    graphql`
      fragment GallerySettingsModal_studio on Studio {
        savedPriceTables { items { format width height weightGrams priceCents } }
        ...PrintedSection_studio
      }
    `,
    studio,
  );
  const initial = useMemo(
    () => savedValues(data, studioData.savedPriceTables[0]?.items ?? []),
    [data, studioData],
  );
  const form = useForm<SettingsValues, unknown, SettingsValues>({
    resolver: settingsResolver,
    defaultValues: initial,
  });
  const { handleSubmit, reset, watch } = form;
  const [problem, setProblem] = useState<Problem | null>(null);
  const [save, saving] = useUpdateGallerySettingsMutation();
  const toasts = useToasts();
  // Each opening starts from what is saved.
  useEffect(() => {
    if (!open) return;
    reset(initial);
    setProblem(null);
  }, [open, initial, reset]);

  const [mode, deliveryFormat] = watch(['mode', 'deliveryFormat']);
  const prices = mode !== 'DELIVERY_ONLY';

  const submit = async (values: SettingsValues) => {
    setProblem(null);
    const result = await save({ event: { slug: data.slug }, ...settingsInput(values) }).catch(() => null);
    if (!result) return toasts.failure('');
    if (result.__typename === 'UpdateGallerySettingsPayload') {
      toasts.success(result.message ?? 'Configurações salvas com sucesso');
      onClose();
      return;
    }
    setProblem({ text: result.message ?? '', link: result.link, linkText: result.linkText });
  };

  return (
    <Modal open={open} title="Configurações da galeria" onClose={onClose} wide>
      <FormProvider {...form}>
        <form onSubmit={handleSubmit(submit)} className={styles.form}>
          {problem && (
            <p className="notice notice-danger" role="alert">
              {problem.text} {problem.link && <a href={problem.link}>{problem.linkText ?? problem.link}</a>}
            </p>
          )}
          <ModeSection />
          {mode === 'PREPAID_PACKAGE' ? <PackageSection /> : <AccessKeyField />}
          <DeliveryFormatSection />
          {sellsDigital(deliveryFormat) && <DigitalSection prices={prices} />}
          {sellsPrinted(deliveryFormat) && <PrintedSection studio={studioData} prices={prices} />}
          {prices && <DiscountsSection event={data} />}
          <div className={styles.actions}>
            <button type="button" className="button" onClick={onClose}>
              Cancelar
            </button>
            <button type="submit" className="button button-primary" disabled={saving}>
              Salvar configurações
            </button>
          </div>
        </form>
      </FormProvider>
    </Modal>
  );
}
