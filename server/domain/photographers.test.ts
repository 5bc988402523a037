import { describe, expect, it } from 'vitest';
import {
  creditedPhotographer,
  formatCommission,
  PhotographerChoiceError,
  parseCommissionPercent,
  reportScope,
} from './photographers.ts';

const owner = { id: 'u-owner', name: 'Dona', email: 'dona@estudio.test', role: 'OWNER' as const };
const photographer = { id: 'u-ana', name: '', email: 'ana@estudio.test', role: 'PHOTOGRAPHER' as const };
const bia = { id: 'u-bia', name: 'Bia', email: 'bia@estudio.test' };

describe('the photographer an upload credits', () => {
  it('is the uploader when nothing is chosen, by name or else e-mail', () => {
    expect(creditedPhotographer({ choice: null, member: null, uploader: owner })).toEqual({
      id: 'u-owner',
      name: 'Dona',
    });
    expect(creditedPhotographer({ choice: {}, member: null, uploader: photographer })).toEqual({
      id: 'u-ana',
      name: 'ana@estudio.test',
    });
  });

  it('is the member chosen, or a typed name tidied up', () => {
    expect(creditedPhotographer({ choice: { memberId: 'u-bia' }, member: bia, uploader: owner })).toEqual({
      id: 'u-bia',
      name: 'Bia',
    });
    expect(
      creditedPhotographer({ choice: { name: '  Carla   Souza ' }, member: null, uploader: owner }),
    ).toEqual({ id: null, name: 'Carla Souza' });
  });

  it.each([
    ['both a member and a name', { memberId: 'u-bia', name: 'Carla' }, bia, owner],
    ['a member not in the team', { memberId: 'u-other' }, null, owner],
    ['a name too long', { name: 'x'.repeat(81) }, null, owner],
    ['someone else, by a photographer', { name: 'Carla' }, null, photographer],
    ['another member, by a photographer', { memberId: 'u-bia' }, bia, photographer],
  ])('refuses %s', (_case, choice, member, uploader) => {
    expect(() => creditedPhotographer({ choice, member, uploader })).toThrow(PhotographerChoiceError);
  });

  it('lets a photographer name themselves', () => {
    expect(
      creditedPhotographer({
        choice: { memberId: 'u-ana' },
        member: { id: 'u-ana', name: 'Ana', email: 'ana@estudio.test' },
        uploader: photographer,
      }),
    ).toEqual({ id: 'u-ana', name: 'Ana' });
  });
});

describe('the report', () => {
  it('shows owners and managers every line, a photographer only their own', () => {
    expect(reportScope({ userId: 'u-owner', role: 'OWNER' })).toEqual({ onlyMemberId: null });
    expect(reportScope({ userId: 'u-m', role: 'MANAGER' })).toEqual({ onlyMemberId: null });
    expect(reportScope({ userId: 'u-ana', role: 'PHOTOGRAPHER' })).toEqual({ onlyMemberId: 'u-ana' });
  });

  it.each([
    ['30', 3_000],
    ['12,5', 1_250],
    ['12.75', 1_275],
    [0, 0],
    ['100', 10_000],
    ['100,01', null],
    ['-5', null],
    ['abc', null],
  ] as const)('reads the commission %s as %s basis points', (text, basisPoints) => {
    expect(parseCommissionPercent(text)).toBe(basisPoints);
  });

  it('writes a commission as people read it', () => {
    expect(formatCommission(1_250)).toBe('12,5%');
    expect(formatCommission(3_000)).toBe('30%');
  });
});
