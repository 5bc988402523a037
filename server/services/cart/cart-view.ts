// A cart as it is shown and charged: every line with its option and price, included and extra items apart,
// totals and the shipping package. Prices are always computed here from the event's settings.
import type { Db } from '../../database/database.ts';
import {
  type CartTotals,
  cartTotals,
  chosenOption,
  type EventSale,
  type SaleOption,
  saleOptions,
  unitPriceCents,
} from '../../domain/cart.ts';
import { shippingPackage } from '../../domain/shipping-package.ts';
import type { Cart, Prisma } from '../../generated/prisma/client.ts';

export const cartInclude = {
  items: {
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    include: {
      photo: {
        select: {
          id: true,
          name: true,
          originalName: true,
          width: true,
          height: true,
          watermarkRevision: true,
          studio: { select: { watermarkRevision: true } },
          files: {
            where: { variant: { in: ['THUMBNAIL', 'ORIGINAL'] } },
            select: { id: true, variant: true, storageKey: true, width: true, height: true },
          },
        },
      },
    },
  },
  event: {
    include: {
      priceTable: { include: { items: { where: { format: 'PRINTED' }, orderBy: { position: 'asc' } } } },
    },
  },
} as const satisfies Prisma.CartInclude;

type CartRow = Prisma.CartGetPayload<{ include: typeof cartInclude }>;
export type CartEvent = CartRow['event'];

export interface CartPhoto {
  id: string;
  name: string;
  originalName: string;
  width: number;
  height: number;
  /** Null while the photo is re-rendered with a new watermark. */
  thumbnail: { storageKey: string; width: number; height: number } | null;
  /** arquivoAltaResolucao: the original a purchase delivers (its id is the download's arquivoId). */
  highResolution: { fileId: string; width: number; height: number } | null;
}

export interface CartLine {
  id: string;
  photo: CartPhoto;
  quantity: number;
  extra: boolean;
  option: SaleOption | null;
  unitPriceCents: number;
  lineTotalCents: number;
}

export interface CartView {
  cart: Cart;
  event: CartEvent;
  /** The event's options without a photo's own pixel size (the digital option's size varies by photo). */
  options: SaleOption[];
  lines: CartLine[];
  items: CartLine[];
  extras: CartLine[];
  totals: CartTotals;
  shipping: {
    priceCents: number;
    serviceName: string;
    deadlineDays: number;
    payer: 'CUSTOMER' | 'STUDIO';
  } | null;
  package: ReturnType<typeof shippingPackage>;
}

export function eventSale(event: CartEvent): EventSale {
  return {
    mode: event.mode,
    deliveryFormat: event.deliveryFormat,
    digitalPriceCents: event.digitalPriceCents,
    packagePhotoCount: event.packagePhotoCount,
    printedItems: event.priceTable?.items ?? [],
  };
}

export function cartView(row: CartRow): CartView {
  const sale = eventSale(row.event);
  const { items: rows, event, ...cart } = row;
  const lines = rows.map((item): CartLine => {
    const option = chosenOption(saleOptions(sale, item.photo), item);
    const unit = unitPriceCents(option, event.mode, item.extra);
    const { watermarkRevision, studio, files, ...photo } = item.photo;
    const thumbnail = files.find((file) => file.variant === 'THUMBNAIL');
    const original = files.find((file) => file.variant === 'ORIGINAL');
    return {
      id: item.id,
      photo: {
        ...photo,
        thumbnail:
          thumbnail && watermarkRevision === studio.watermarkRevision
            ? { storageKey: thumbnail.storageKey, width: thumbnail.width, height: thumbnail.height }
            : null,
        highResolution: original
          ? { fileId: original.id, width: original.width, height: original.height }
          : null,
      },
      quantity: item.quantity,
      extra: item.extra,
      option,
      unitPriceCents: unit,
      lineTotalCents: unit * item.quantity,
    };
  });
  const shipping =
    cart.shippingPriceCents !== null && cart.deliveryPreference === 'DELIVERY'
      ? {
          priceCents: cart.shippingPriceCents,
          serviceName: cart.shippingServiceName ?? '',
          deadlineDays: cart.shippingDeadlineDays ?? 0,
          payer: cart.shippingPayer ?? 'CUSTOMER',
        }
      : null;
  return {
    cart: cart as Cart,
    event,
    options: saleOptions(sale),
    lines,
    items: lines.filter((line) => !line.extra),
    extras: lines.filter((line) => line.extra),
    totals: cartTotals(lines, event.mode, shipping),
    shipping,
    package: shippingPackage(
      lines
        .filter((line) => line.option)
        .map((line) => ({
          format: line.option!.format,
          widthCm: line.option!.width,
          heightCm: line.option!.height,
          weightGrams: line.option!.weightGrams,
          quantity: line.quantity,
        })),
    ),
  };
}

type CartReader = Db | Prisma.TransactionClient;

/** A cart as shown and charged, read in one statement by its id or its session's. */
export async function loadCartView(db: CartReader, where: Prisma.CartWhereUniqueInput): Promise<CartView> {
  return cartView(await db.cart.findUniqueOrThrow({ where, include: cartInclude }));
}

/** loadCartView, or null when no cart matches. */
export async function findCartView(
  db: CartReader,
  where: Prisma.CartWhereUniqueInput,
): Promise<CartView | null> {
  const row = await db.cart.findUnique({ where, include: cartInclude });
  return row && cartView(row);
}
