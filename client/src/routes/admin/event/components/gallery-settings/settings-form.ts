// The gallery settings form's values: how they start from what is saved, and what the form sends (only the parts the
// chosen mode and format use), checked by the server's own rules (gallerySettingsSchema).
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  type DeliveryFormat,
  type EventMode,
  type GallerySettingsInput,
  gallerySettingsSchema,
  sellsDigital,
  sellsPrinted,
} from '../../../../../../../server/domain/gallery-settings.ts';
import type { GallerySettingsModal_event$data } from '../../../../../__generated__/GallerySettingsModal_event.graphql.ts';
import { centsToField } from '../../../../../format.ts';

export interface Line {
  itemId: string | null;
  width: string;
  height: string;
  weightGrams: string;
  price: string;
}

export interface Person {
  personId: string | null;
  name: string;
  password: string;
}

export interface SettingsValues {
  deliveryFormat: DeliveryFormat;
  mode: EventMode;
  accessKey: string;
  packagePhotoCount: string;
  authorizedPeople: Person[];
  digitalPrice: string;
  digitalDelivery: 'AUTOMATIC' | 'SEMI_AUTOMATIC';
  printedItems: Line[];
  saveForLater: boolean;
  tableName: string;
  pickup: boolean;
  shipping: boolean;
  shippingPayer: 'CUSTOMER' | 'STUDIO';
}

export const emptyLine: Line = { itemId: null, width: '', height: '', weightGrams: '', price: '' };

const number = (value: number) => String(value).replace('.', ',');

/** A saved price item as a line of the form (no id: a copy that becomes the event's own). */
export const lineOf = (item: {
  id: string | null;
  width: number;
  height: number;
  weightGrams?: number | null;
  priceCents: number;
}): Line => ({
  itemId: item.id,
  width: number(item.width),
  height: number(item.height),
  weightGrams: item.weightGrams === null || item.weightGrams === undefined ? '' : String(item.weightGrams),
  price: centsToField(item.priceCents),
});

/** Whether two tables hold the same sizes, weights and prices in the same order (ids aside). */
export function sameLines(left: readonly Line[], right: readonly Line[]): boolean {
  const key = (line: Line) => [line.width, line.height, line.weightGrams, line.price].join('|');
  return left.length === right.length && left.every((line, index) => key(line) === key(right[index]!));
}

/** A saved table's line as the form's lines read it. */
interface SavedItem {
  format: string;
  width: number;
  height: number;
  weightGrams?: number | null;
  priceCents: number;
}

/**
 * What is saved, as the form shows it when it opens. An event without a printed table starts from the studio's
 * saved one (`studioTable`, the first saved table's lines), which the owner keeps by saving.
 */
export const savedValues = (
  data: GallerySettingsModal_event$data,
  studioTable: readonly SavedItem[] = [],
): SettingsValues => ({
  deliveryFormat: data.deliveryFormat as DeliveryFormat,
  mode: data.mode as EventMode,
  accessKey: data.accessKey ?? '',
  packagePhotoCount: data.packagePhotoCount ? String(data.packagePhotoCount) : '',
  authorizedPeople: data.authorizedPeople.map((person) => ({
    personId: person.id,
    name: person.name,
    password: person.password,
  })),
  digitalPrice: centsToField(data.digital.priceCents),
  digitalDelivery: data.digital.delivery === 'SEMI_AUTOMATIC' ? 'SEMI_AUTOMATIC' : 'AUTOMATIC',
  printedItems: data.priceTable?.items.length
    ? data.priceTable.items.map(lineOf)
    : studioTable.filter((item) => item.format === 'PRINTED').map((item) => lineOf({ ...item, id: null })),
  saveForLater: false,
  tableName: '',
  pickup: data.printed.pickup,
  shipping: data.printed.shipping,
  shippingPayer: data.printed.shippingPayer === 'STUDIO' ? 'STUDIO' : 'CUSTOMER',
});

/** What the form sends, and what the server's rules check: only the parts the chosen mode and format use. */
export function settingsInput(values: SettingsValues) {
  const prepaid = values.mode === 'PREPAID_PACKAGE';
  const prices = values.mode !== 'DELIVERY_ONLY';
  const printed = sellsPrinted(values.deliveryFormat);
  return {
    deliveryFormat: values.deliveryFormat,
    mode: values.mode,
    accessKey: prepaid ? null : values.accessKey.trim() || null,
    packagePhotoCount: prepaid ? Number(values.packagePhotoCount) || null : null,
    authorizedPeople: prepaid
      ? values.authorizedPeople.map((person) => ({
          id: person.personId,
          name: person.name.trim(),
          password: person.password.trim(),
        }))
      : [],
    digitalPrice: sellsDigital(values.deliveryFormat) && prices ? values.digitalPrice : null,
    digitalDelivery: values.digitalDelivery,
    printedItems: printed
      ? values.printedItems.map((line) => ({
          id: line.itemId,
          width: line.width,
          height: line.height,
          weightGrams: line.weightGrams || null,
          price: prices ? line.price : null,
          unit: 'CM' as const,
        }))
      : [],
    saveTableAs: printed && values.saveForLater ? values.tableName.trim() || null : null,
    pickup: values.pickup,
    shipping: values.shipping,
    shippingPayer: values.shippingPayer,
  };
}

// Raw: the submit handler sends settingsInput itself. Whether the studio has an address is the server's to say:
// its refusal links to the page that registers one.
export const settingsResolver = zodResolver(
  z
    .custom<SettingsValues>()
    .transform((values): GallerySettingsInput => settingsInput(values))
    .pipe(gallerySettingsSchema({ hasAddress: true })),
  undefined,
  { raw: true },
);
