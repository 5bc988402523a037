// An event's archive: its originals moved to the archive storage (and, when the owner asks, its public images
// dropped) by a job with progress, and moved back by another. These rules say when each may start, what an
// archived event may still do, when the daily housekeeping archives it, and what the plan's storage counts.
import { DomainError } from './errors.ts';
import { downloadsOpen } from './event-expiry.ts';

export type ArchiveStatus = 'ARCHIVING' | 'ARCHIVED' | 'RESTORING';

export interface ArchiveState {
  archiveStatus: ArchiveStatus | null;
  /** Why the last run failed (the job tries again; the owner may start either way meanwhile). */
  archiveError?: string | null;
}

/** Photos moved between two progress updates (each update of the event bumps its cached reads). */
export const archiveBatchSize = 100;

/**
 * Whether the event is archived or on its way there or back: its gallery sells nothing and takes no uploads until
 * restored (its originals are not all in the platform's storage).
 */
export function isArchived(event: ArchiveState): boolean {
  return event.archiveStatus !== null;
}

/** Whether an archive or restore job is at work on the event (not failed and waiting for the owner). */
export function isArchiveJobRunning(event: ArchiveState): boolean {
  return (event.archiveStatus === 'ARCHIVING' || event.archiveStatus === 'RESTORING') && !event.archiveError;
}

export class EventArchiveError extends DomainError {
  static override readonly status = 409;
}

export const archiveMessages = {
  alreadyArchived: 'Este evento já está arquivado.',
  running: 'Aguarde: o arquivamento ou a restauração deste evento ainda está em andamento.',
  nothingToArchive: 'Este evento não tem fotos para arquivar.',
  notArchived: 'Este evento não está arquivado.',
  uploadRefused: 'Restaure o evento para enviar fotos.',
  archiving: 'Arquivamento iniciado',
  restoring: 'Restauração iniciada',
} as const;

/** What the owner reads when a run failed (the job tries again by itself; the owner may also start again). */
export const archiveFailureMessages = {
  archive: 'O arquivamento falhou e será tentado novamente. Se persistir, clique em Arquivar evento de novo.',
  restore: 'A restauração falhou e será tentada novamente. Se persistir, clique em Restaurar de novo.',
} as const;

/** Refuses to start archiving an event that is archived, being moved, or has no original to move. */
export function checkArchiveStart(event: ArchiveState, originals: number): void {
  if (isArchiveJobRunning(event)) throw new EventArchiveError(archiveMessages.running);
  if (event.archiveStatus === 'ARCHIVED') throw new EventArchiveError(archiveMessages.alreadyArchived);
  if (originals === 0 && event.archiveStatus === null)
    throw new EventArchiveError(archiveMessages.nothingToArchive);
}

/** Refuses to start restoring an event that is not archived, or is being moved. */
export function checkRestoreStart(event: ArchiveState): void {
  if (isArchiveJobRunning(event)) throw new EventArchiveError(archiveMessages.running);
  if (event.archiveStatus === null) throw new EventArchiveError(archiveMessages.notArchived);
}

export class ArchivedEventUploadError extends DomainError {
  static override readonly status = 409;
  constructor() {
    super(archiveMessages.uploadRefused);
  }
}

/** Refuses an upload to an archived event (or one being archived or restored). */
export function assertUploadsOpen(event: ArchiveState): void {
  if (isArchived(event)) throw new ArchivedEventUploadError();
}

/**
 * Whether the daily housekeeping archives the event now: once orders paid before its expiry can no longer download
 * (Studio.downloadDaysAfterExpiry days later), so downloads within that period read the platform's storage.
 */
export function isArchiveDue(
  event: ArchiveState & { expiresAt: Date | null },
  downloadDaysAfterExpiry: number,
  now = new Date(),
): boolean {
  return event.archiveStatus === null && !downloadsOpen(event.expiresAt, downloadDaysAfterExpiry, now);
}

/** The bytes of originals the plan's limit counts: the platform's, and the archive's when the plan says so. */
export function countedStorageBytes(
  usage: { hotBytes: bigint; archivedBytes: bigint },
  archivedStorageCounts: boolean,
): bigint {
  return usage.hotBytes + (archivedStorageCounts ? usage.archivedBytes : 0n);
}
