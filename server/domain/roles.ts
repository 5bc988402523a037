// What each role of a studio's team may do, the team's own rules (one owner at least, the plan's team size) and
// the invitation's lifetime. Every admin operation names one capability (schema/access/operation-access.ts).
import { DomainError } from './errors.ts';

export type AdminRole = 'OWNER' | 'MANAGER' | 'PHOTOGRAPHER';

/**
 * Areas of the admin. 'account': the member's own session, password and login e-mail, and reading the plan the
 * menu shows; 'events': events, photos and uploads; 'studio': the storefront, the studio's name, address and
 * custom domain; 'pricing': price tables, delivery formats, discounts; 'orders': orders and sales figures;
 * 'customers': what customers chose, who may open a gallery, cart reminders, customers' LGPD requests; 'credentials': the Mercado Pago keys
 * and the team (who may log in, with which role); 'billing': the studio's plan and its payment to the platform, exporting all
 * its data and closing it; 'integrations': the studio's API tokens and webhook endpoints (/adm 'Integrações').
 */
export const capabilities = [
  'account',
  'events',
  'studio',
  'pricing',
  'orders',
  'customers',
  'credentials',
  'billing',
  'integrations',
] as const;
export type Capability = (typeof capabilities)[number];

/** The owner does everything; a manager everything but billing and credentials (integrations included); a photographer events and photos. */
export const roleCapabilities: Record<AdminRole, readonly Capability[]> = {
  OWNER: capabilities,
  MANAGER: ['account', 'events', 'studio', 'pricing', 'orders', 'customers', 'integrations'],
  PHOTOGRAPHER: ['account', 'events'],
};

export function roleMay(role: AdminRole, capability: Capability): boolean {
  return roleCapabilities[role].includes(capability);
}

/** What a member hears when their role may not do what they asked (GraphQL FORBIDDEN, REST 403). */
export const forbiddenMessage =
  'Seu papel na equipe não permite fazer isso. Fale com o proprietário do estúdio.';

export const roleLabels: Record<AdminRole, string> = {
  OWNER: 'Proprietário',
  MANAGER: 'Gerente',
  PHOTOGRAPHER: 'Fotógrafo',
};

export const invitationPolicy = {
  /** An invitation link is valid this long after it was sent (or sent again). */
  validMs: 7 * 24 * 60 * 60_000,
} as const;

export class TeamLimitReachedError extends DomainError {
  static override readonly status = 403;
  constructor(teamSize: number) {
    super(
      teamSize === 1
        ? 'Seu plano permite apenas 1 pessoa na equipe. Mude de plano para convidar mais pessoas.'
        : `Seu plano permite até ${teamSize} pessoas na equipe, contando os convites pendentes. Mude de plano ou revogue um convite para convidar mais pessoas.`,
    );
  }
}

export class LastOwnerError extends DomainError {
  static override readonly status = 409;
  constructor() {
    super('O estúdio precisa ter pelo menos um proprietário.');
  }
}

export class AlreadyMemberError extends DomainError {
  static override readonly status = 409;
  constructor(message = 'Este e-mail já tem acesso a um estúdio da plataforma. Convide outro e-mail.') {
    super(message);
  }
}

export class InvalidInvitationError extends DomainError {
  static override readonly status = 410;
  constructor() {
    super('Este convite não é mais válido. Peça um novo convite a quem o enviou.');
  }
}

/** Members plus pending invitations may not exceed the plan's team size. */
export function assertTeamRoom(input: {
  members: number;
  pendingInvitations: number;
  teamSize: number;
}): void {
  if (input.members + input.pendingInvitations + 1 > input.teamSize)
    throw new TeamLimitReachedError(input.teamSize);
}

/** A change of the team (a role, a removal) may not leave the studio without an owner. */
export function assertOwnerRemains(owners: number, losing: boolean): void {
  if (losing && owners <= 1) throw new LastOwnerError();
}

export type InvitationState = 'PENDING' | 'ACCEPTED' | 'REVOKED' | 'EXPIRED';

export function invitationState(
  invitation: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date },
  now: Date,
): InvitationState {
  if (invitation.acceptedAt) return 'ACCEPTED';
  if (invitation.revokedAt) return 'REVOKED';
  return invitation.expiresAt > now ? 'PENDING' : 'EXPIRED';
}
