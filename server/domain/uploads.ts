// Upload limits and the names people give their files.
import { DomainError } from './errors.ts';
import { megabytesLabel } from './plan.ts';

/** 6 MB per image (spec 000 sections 5 and 9): the storefront's images, the selfie, and a plan's default photo. */
export const maxUploadBytes = 6 * 1024 * 1024;

/** Larger images are refused as decompression bombs: 150 megapixels covers every camera sold. */
export const maxImagePixels = 150_000_000;

export class FileTooLargeError extends DomainError {
  static override readonly status = 413;
  /** `maxBytes`: the limit that was passed (a photo's is its studio's plan's). */
  constructor(fileName: string, maxBytes: number = maxUploadBytes) {
    const limit = megabytesLabel(maxBytes);
    super(`Erro ao fazer upload da imagem ${fileName}. Seu tamanho excede o máximo permitido de ${limit}`);
  }
}

export class InvalidImageError extends DomainError {}

/** The name to show for an uploaded file: no folders, no control characters, at most 200 characters. */
export function displayFileName(name: string | null | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((character) => character.charCodeAt(0) > 31 && character.charCodeAt(0) !== 127)
    .join('')
    .trim();
  return clean.slice(0, 200) || 'imagem';
}
