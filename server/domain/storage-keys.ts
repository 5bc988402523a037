// Where each stored file lives. Public files sit under "estaticos/" and are served at /api/<key>, so their keys
// follow the documented static paths; originals stay private, addressed by ids.
import { randomBytes } from 'node:crypto';

/** A random file-name stem: unguessable, URL-safe, never reused. */
export function newFileToken(): string {
  return randomBytes(12).toString('hex');
}

export const storageKeys = {
  photoPreview: (studioSlug: string, eventSlug: string, token: string) =>
    `estaticos/estudios/${studioSlug}/eventos/${eventSlug}/imagens/${previewFileName(token)}`,
  photoThumbnail: (studioSlug: string, eventSlug: string, token: string) =>
    `estaticos/estudios/${studioSlug}/eventos/${eventSlug}/imagens/${token}-mini.webp`,
  photoTile: (studioSlug: string, eventSlug: string, token: string) =>
    `estaticos/estudios/${studioSlug}/eventos/${eventSlug}/imagens/${token}-grade.webp`,
  photoOriginal: (studioId: string, eventId: string, token: string) =>
    `originais/${studioId}/${eventId}/${token}`,
  studioLogo: (studioSlug: string, token: string, extension: string) =>
    `estaticos/estudios/${studioSlug}/logos/${token}.${extension}`,
  banner: (studioSlug: string, token: string, extension: string) =>
    `estaticos/estudios/${studioSlug}/banners/${token}.${extension}`,
  about: (studioSlug: string, token: string, extension: string) =>
    `estaticos/estudios/${studioSlug}/sobre/${token}.${extension}`,
  watermark: (studioSlug: string, token: string, extension: string) =>
    `estaticos/estudios/${studioSlug}/marca-dagua/${token}.${extension}`,
  eventCover: (studioSlug: string, eventSlug: string, token: string, extension: string) =>
    `estaticos/estudios/${studioSlug}/eventos/${eventSlug}/capa/${token}.${extension}`,
};

/** The public name (nome) of the preview a render writes under `token`: known at upload, before the render. */
export function previewFileName(token: string): string {
  return `${token}.webp`;
}
