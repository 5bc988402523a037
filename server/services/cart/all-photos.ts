// 'Comprar todas as fotos': every photo of the gallery goes into the cart as digital, and the cart's rules
// (domain/discounts.ts) charge the all-photos price for them while it covers them all and costs no more.
import { saleOptions } from '../../domain/cart.ts';
import { AllPhotosNotOfferedError, offersAllPhotos } from '../../domain/discounts.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { type CustomerContext, type DbClient, requireGallerySession } from '../request-context.ts';
import { changeCart, digitalOnce } from './cart-changes.ts';
import { newRowId } from './cart-store.ts';
import { type CartItemPhoto, type CartItemRow, eventSale, photoJson } from './cart-view.ts';

/** The photos the session's gallery shows (READY), as cart lines show them, in upload order. */
async function galleryPhotos(db: DbClient, sessionId: string): Promise<CartItemPhoto[]> {
  const rows = await db.$queryRaw<{ photo: CartItemPhoto }[]>(Prisma.sql`
    SELECT ${photoJson} AS photo
    FROM "Photo" p JOIN "GallerySession" s ON s."eventId" = p."eventId"
    WHERE s.id = ${sessionId}::uuid AND p.status = 'READY'
    ORDER BY p."sortKey", p.id`);
  return rows.map((row) => row.photo);
}

/**
 * Every photo not yet in the cart as digital goes in as digital; lines still waiting for a size become digital.
 * Prints already chosen stay as they are (charged apart).
 */
export async function addAllPhotosToCart(context: CustomerContext) {
  const sessionId = requireGallerySession(context);
  // Read once, outside the change (which must not do I/O): a photo uploaded meanwhile is one more to add later.
  const photos = await galleryPhotos(context.db, sessionId);
  return changeCart(context, (cart) => {
    const { event } = cart.row;
    if (!offersAllPhotos(event)) throw new AllPhotosNotOfferedError();
    const digital = saleOptions(eventSale(event)).find((option) => option.format === 'DIGITAL');
    if (!digital) throw new AllPhotosNotOfferedError();
    const inDigital = new Set(
      cart.row.items.filter((item) => item.format === 'DIGITAL').map((item) => item.photo.id),
    );
    const waiting = new Set(
      cart.row.items.filter((item) => item.format === null).map((item) => item.photo.id),
    );
    const now = new Date();
    const added: CartItemRow[] = photos
      .filter((photo) => !inDigital.has(photo.id) && !waiting.has(photo.id))
      .map((photo) => ({
        id: newRowId(now.getTime()),
        photo,
        quantity: 1,
        extra: false,
        crop: null,
        createdAt: now,
        format: 'DIGITAL',
        priceTableItemId: null,
      }));
    return {
      items: digitalOnce([
        ...cart.row.items.map((item) =>
          item.format === null ? { ...item, format: 'DIGITAL' as const, priceTableItemId: null } : item,
        ),
        ...added,
      ]),
    };
  });
}
