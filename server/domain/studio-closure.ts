// Leaving the platform: the export's lifetime, the closing's 30-day grace, and who may ask for either.
// During the grace the storefront is left as it is: galleries, purchases and paid downloads keep working (customers
// are never punished for a studio leaving, and the owner may still cancel); the admin shows the closing date.
import { DomainError } from './errors.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** How long an export's ZIP (and its e-mailed link) stays available. */
export const exportDays = 7;
/** How long a closing waits before the studio's rows and files are deleted; the owner may cancel until then. */
export const closingGraceDays = 30;

export function exportExpiresAt(finishedAt: Date): Date {
  return new Date(finishedAt.getTime() + exportDays * dayMs);
}

export function closesAtFor(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + closingGraceDays * dayMs);
}

/** Whether a studio's closing has come: asked for, not cancelled, and its grace is over. */
export function isDueForDeletion(
  studio: { closeRequestedAt: Date | null; closesAt: Date | null },
  now: Date,
) {
  return Boolean(studio.closeRequestedAt && studio.closesAt && studio.closesAt.getTime() <= now.getTime());
}

export class StudioClosureError extends DomainError {
  static readonly onlyOwner = 'Somente o proprietário da loja pode fazer isto.';
  static readonly wrongPassword = 'Senha incorreta.';
  static readonly alreadyRequested = 'O encerramento da loja já foi pedido.';
  static readonly notRequested = 'Não há encerramento da loja para cancelar.';
  static readonly exportRunning = 'Já existe uma exportação em andamento. Aguarde o e-mail com o link.';
}

/** The "Exportar dados" e-mail's and page's text for the closing date, in Brasília's calendar. */
export function closingDateText(closesAt: Date): string {
  return new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }).format(
    closesAt,
  );
}
