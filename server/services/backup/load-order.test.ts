import { describe, expect, it } from 'vitest';
import { planLoad, UnloadableSchemaError } from './load-order.ts';

const key = (table: string, references: string, nullable: boolean, columns = [`${references}Id`]) => ({
  table,
  references,
  columns,
  nullable,
});

describe('the order a backup loads tables in', () => {
  it('loads parents before children', () => {
    const plan = planLoad(
      ['OrderItem', 'Order', 'Studio', 'Event'],
      [key('OrderItem', 'Order', false), key('Order', 'Event', false), key('Event', 'Studio', false)],
    );
    expect(plan.order).toEqual(['Studio', 'Event', 'Order', 'OrderItem']);
    expect(plan.deferred.size).toBe(0);
  });

  it('breaks a cycle at a nullable reference, set after both rows exist', () => {
    const plan = planLoad(
      ['Asset', 'Studio'],
      [
        key('Asset', 'Studio', false),
        key('Studio', 'Asset', true, ['logoId']),
        key('Studio', 'Asset', true, ['aboutId']),
      ],
    );
    expect(plan.order).toEqual(['Studio', 'Asset']);
    expect(plan.deferred).toEqual(new Map([['Studio', ['logoId', 'aboutId']]]));
  });

  it('defers a nullable reference of a table to itself', () => {
    const plan = planLoad(['Folder'], [key('Folder', 'Folder', true, ['parentId'])]);
    expect(plan).toEqual({ order: ['Folder'], deferred: new Map([['Folder', ['parentId']]]) });
  });

  it('refuses a cycle of required references', () => {
    expect(() => planLoad(['A', 'B'], [key('A', 'B', false), key('B', 'A', false)])).toThrow(
      UnloadableSchemaError,
    );
  });
});
