// Who shot a photo: a member of the studio's team or a name typed at upload (a freelancer's card), who may credit
// whom, and who reads which lines of the photographers' sales report. This module runs in the browser too.

import { DomainError } from './errors.ts';
import { type AdminRole, roleMay } from './roles.ts';

/** The longest photographer's name typed at upload. */
export const photographerNameMaxLength = 80;

/** What an upload or a reassignment names: a member of the team (by id) or a typed name; neither: the uploader. */
export interface PhotographerChoice {
  memberId?: string | null;
  name?: string | null;
}

/** A photo's photographer as stored: the member (null for a typed name) and the name shown. */
export interface Photographer {
  id: string | null;
  name: string;
}

export class PhotographerChoiceError extends DomainError {
  static override readonly status = 400;
}

/** The name a member goes by: their name, else their login e-mail. */
export function memberLabel(member: { name: string; email: string }): string {
  return member.name.trim() || member.email;
}

/** A typed name as kept: trimmed, inner runs of spaces made one. */
export function normalisePhotographerName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/**
 * Crediting a photo to someone else decides who is paid for its sales: only roles that see the sales (owner,
 * manager) may; a photographer's uploads are always their own.
 */
export function mayCreditOthers(role: AdminRole): boolean {
  return roleMay(role, 'orders');
}

/**
 * The photographer an upload (or a reassignment) credits. `member` is the member the choice's memberId named,
 * found in the studio's team (null when it named none or one of another studio); `uploader` is the member asking.
 */
export function creditedPhotographer(input: {
  choice: PhotographerChoice | null | undefined;
  member: { id: string; name: string; email: string } | null;
  uploader: { id: string; name: string; email: string; role: AdminRole };
}): Photographer {
  const { choice, member, uploader } = input;
  const memberId = choice?.memberId?.trim() || null;
  const typed = normalisePhotographerName(choice?.name ?? '');
  if (memberId && typed)
    throw new PhotographerChoiceError('Escolha um fotógrafo da equipe ou digite um nome, não os dois.');
  if (typed.length > photographerNameMaxLength)
    throw new PhotographerChoiceError(
      `O nome do fotógrafo pode ter até ${photographerNameMaxLength} caracteres.`,
    );
  if (memberId && !member)
    throw new PhotographerChoiceError('Fotógrafo não encontrado na equipe do estúdio.');
  const credited: Photographer = member
    ? { id: member.id, name: memberLabel(member) }
    : typed
      ? { id: null, name: typed }
      : { id: uploader.id, name: memberLabel(uploader) };
  if (credited.id !== uploader.id && !mayCreditOthers(uploader.role))
    throw new PhotographerChoiceError(
      'Só o proprietário ou o gerente podem creditar fotos a outro fotógrafo.',
    );
  return credited;
}

/** Which lines of the photographers' report a member reads: all of them, or only their own. */
export function reportScope(viewer: { userId: string; role: AdminRole }): { onlyMemberId: string | null } {
  return { onlyMemberId: roleMay(viewer.role, 'orders') ? null : viewer.userId };
}

/** A commission typed as a percentage ('12,5', '30', 12.5) in basis points (1250), or null when it is not one. */
export function parseCommissionPercent(text: string | number): number | null {
  const value = typeof text === 'number' ? String(text) : text.trim();
  if (!/^\d{1,3}([.,]\d{1,2})?$/.test(value)) return null;
  const [units, fraction = ''] = value.replace(',', '.').split('.');
  const basisPoints = Number(units) * 100 + Number(fraction.padEnd(2, '0'));
  return basisPoints <= 10_000 ? basisPoints : null;
}

/** 1250 -> '12,5%'. */
export function formatCommission(basisPoints: number): string {
  return `${(basisPoints / 100).toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;
}
