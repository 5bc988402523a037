import { describe, expect, it } from 'vitest';
import type { FulfilmentState } from './fulfilment.ts';
import { pendingActionsOf } from './order-actions.ts';

const paid: FulfilmentState = {
  paymentStatus: 'APPROVED',
  digitalDeliveryStatus: null,
  physicalDeliveryStatus: null,
  deliveryPreference: null,
};

describe('what an order waits on the studio for', () => {
  it.each([
    [{ digitalDeliveryStatus: 'AWAITING_RELEASE' }, ['RELEASE_DIGITAL']],
    [{ digitalDeliveryStatus: 'RELEASED' }, []],
    [{ physicalDeliveryStatus: 'PREPARATION', deliveryPreference: 'DELIVERY' }, ['SHIP']],
    [{ physicalDeliveryStatus: 'PREPARATION', deliveryPreference: 'PICKUP' }, ['NOTIFY_PICKUP']],
    [{ physicalDeliveryStatus: 'SHIPPED', deliveryPreference: 'DELIVERY' }, []],
    [{ physicalDeliveryStatus: 'AWAITING_PICKUP', deliveryPreference: 'PICKUP' }, []],
    [
      {
        digitalDeliveryStatus: 'AWAITING_RELEASE',
        physicalDeliveryStatus: 'PREPARATION',
        deliveryPreference: 'PICKUP',
      },
      ['RELEASE_DIGITAL', 'NOTIFY_PICKUP'],
    ],
    [{ paymentStatus: 'EXEMPT', digitalDeliveryStatus: 'AWAITING_RELEASE' }, ['RELEASE_DIGITAL']],
  ] as const)('%o: %o', (change, actions) => {
    expect(pendingActionsOf({ ...paid, ...change })).toEqual(actions);
  });

  it.each(['PENDING', 'REJECTED', 'CANCELLED', 'REFUNDED', 'CHARGED_BACK'] as const)(
    'nothing while the payment is %s',
    (paymentStatus) => {
      expect(
        pendingActionsOf({
          paymentStatus,
          digitalDeliveryStatus: 'AWAITING_RELEASE',
          physicalDeliveryStatus: 'PREPARATION',
          deliveryPreference: 'DELIVERY',
        }),
      ).toEqual([]);
    },
  );
});
