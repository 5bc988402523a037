// An event's discounts as the studio sets them: the quantity tiers and the all-photos price, checked by the domain's
// rules and replaced together. Carts price with them from their next read; orders keep what they were sold with.
import {
  type DiscountSettings,
  type DiscountSettingsInput,
  planDiscountSettings,
} from '../../domain/discounts.ts';
import { emitEventEvent } from '../integrations/studio-event-data.ts';
import { type RequestContext, requireStudio } from '../request-context.ts';

export async function updateEventDiscounts(
  context: Pick<RequestContext, 'db' | 'studio'>,
  eventId: string,
  input: DiscountSettingsInput,
): Promise<DiscountSettings> {
  const studioId = requireStudio(context).id;
  const settings = planDiscountSettings(input);
  await context.db.$transaction(async (tx) => {
    await tx.event.update({
      where: { id: eventId, studioId },
      data: { allPhotosPriceCents: settings.allPhotosPriceCents },
    });
    await tx.discountTier.deleteMany({ where: { eventId, studioId } });
    if (settings.tiers.length) {
      await tx.discountTier.createMany({
        data: settings.tiers.map((tier) => ({ ...tier, eventId, studioId })),
      });
    }
    await emitEventEvent(tx, 'event.updated', eventId);
  });
  return settings;
}
