import { describe, expect, it } from 'vitest';
import { keysAfterMove, positionKey } from './photo-order.ts';

describe("the owner's order of the photos", () => {
  const byName = [
    { id: 'a', sortKey: 'img040001' },
    { id: 'b', sortKey: 'img040002' },
    { id: 'c', sortKey: 'img040002' },
  ];

  it('sorts hand-placed keys before every file-name key, in position order', () => {
    const keys = [positionKey(0), positionKey(1), positionKey(12), '010', '01', 'a', 'img040001'];
    expect([...keys].sort()).toEqual([
      '0000000000',
      '0000000001',
      '0000000012',
      '01',
      '010',
      'a',
      'img040001',
    ]);
  });

  it('moves a photo a place later, giving every photo its position key', () => {
    expect(keysAfterMove(byName, 'a', 'LATER')).toEqual([
      { id: 'b', sortKey: '0000000000' },
      { id: 'a', sortKey: '0000000001' },
      { id: 'c', sortKey: '0000000002' },
    ]);
  });

  it('moves a photo among tied keys, and then changes only the two photos swapped', () => {
    expect(keysAfterMove(byName, 'c', 'EARLIER').map((photo) => photo.id)).toEqual(['a', 'c', 'b']);
    const placed = [
      { id: 'a', sortKey: positionKey(0) },
      { id: 'c', sortKey: positionKey(1) },
      { id: 'b', sortKey: positionKey(2) },
    ];
    expect(keysAfterMove(placed, 'b', 'EARLIER')).toEqual([
      { id: 'b', sortKey: positionKey(1) },
      { id: 'c', sortKey: positionKey(2) },
    ]);
  });

  it('leaves the first photo first and the last last, and ignores a photo not there', () => {
    expect(keysAfterMove(byName, 'a', 'EARLIER')).toEqual([]);
    expect(keysAfterMove(byName, 'c', 'LATER')).toEqual([]);
    expect(keysAfterMove(byName, 'x', 'LATER')).toEqual([]);
  });
});
