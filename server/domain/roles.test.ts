import { describe, expect, it } from 'vitest';
import { assertOwnerRemains, assertTeamRoom, invitationState, roleMay } from './roles.ts';

describe('roles', () => {
  it.each([
    ['OWNER', 'billing', true],
    ['OWNER', 'credentials', true],
    ['MANAGER', 'billing', false],
    ['MANAGER', 'credentials', false],
    ['MANAGER', 'orders', true],
    ['MANAGER', 'pricing', true],
    ['PHOTOGRAPHER', 'events', true],
    ['PHOTOGRAPHER', 'account', true],
    ['PHOTOGRAPHER', 'pricing', false],
    ['PHOTOGRAPHER', 'orders', false],
    ['PHOTOGRAPHER', 'customers', false],
    ['PHOTOGRAPHER', 'studio', false],
  ] as const)('%s may %s: %s', (role, capability, may) => {
    expect(roleMay(role, capability)).toBe(may);
  });
});

describe('the team', () => {
  it("counts members and pending invitations against the plan's team size", () => {
    expect(() => assertTeamRoom({ members: 2, pendingInvitations: 0, teamSize: 3 })).not.toThrow();
    expect(() => assertTeamRoom({ members: 2, pendingInvitations: 1, teamSize: 3 })).toThrow(
      'Seu plano permite até 3 pessoas na equipe, contando os convites pendentes.',
    );
    expect(() => assertTeamRoom({ members: 1, pendingInvitations: 0, teamSize: 1 })).toThrow(
      'Seu plano permite apenas 1 pessoa na equipe.',
    );
  });

  it('keeps one owner at least', () => {
    expect(() => assertOwnerRemains(1, true)).toThrow('O estúdio precisa ter pelo menos um proprietário.');
    expect(() => assertOwnerRemains(2, true)).not.toThrow();
    expect(() => assertOwnerRemains(1, false)).not.toThrow();
  });

  it('tells what became of an invitation', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    const later = new Date('2026-11-28T10:00:00Z');
    const base = { acceptedAt: null, revokedAt: null, expiresAt: later };
    expect(invitationState(base, now)).toBe('PENDING');
    expect(invitationState({ ...base, expiresAt: now }, now)).toBe('EXPIRED');
    expect(invitationState({ ...base, revokedAt: now }, now)).toBe('REVOKED');
    expect(invitationState({ ...base, acceptedAt: now }, now)).toBe('ACCEPTED');
  });
});
