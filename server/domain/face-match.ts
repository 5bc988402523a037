// Search by selfie: when a face of a photo is taken for the customer's, how results are ranked, the limits that
// keep the search cheap, and the consent text (LGPD) the customer accepts before a selfie is sent.
import { DomainError } from './errors.ts';
import { maxUploadBytes } from './uploads.ts';

/**
 * A face of the gallery matches the selfie from this cosine similarity up. Measured by bench:find (bench/README.md):
 * the lowest threshold whose false-match rate over 7,957 different-person pairs (selfies against the augmented copies
 * of @vladmandic/face-api's sample photos, and faces.json of Human's demo, real photos of 36 people) is at most 1 %
 * (0.83 % here), while every same-person augmented face still matches (lowest 0.61-0.69). Real photos of one person
 * taken apart score lower than augmentations (0.39-0.86 in faces.json), so results are ranked best first.
 */
export const faceMatchThreshold = 0.6;

/** At most this many photos answer a search. */
export const selfieSearchLimit = 200;

/** A selfie is a phone photo of a few MB: the bound of every upload (the multipart parser cuts files there). */
export const maxSelfieBytes = maxUploadBytes;
/** And at most this many pixels (a 48 MP phone camera), refused before it is decoded whole. */
export const maxSelfiePixels = 50_000_000;

/** Selfie searches a visitor (client address) may make per window, and searches per gallery per window. */
export const selfieSearchLimits = { perVisitor: 10, perEvent: 300, windowMs: 10 * 60_000 } as const;

export const selfieMessages = {
  consentRequired: 'Para buscar pela selfie, aceite antes o termo de uso da imagem.',
  unavailable: 'A busca pela selfie não está disponível nesta galeria.',
  tooLarge: 'A selfie deve ter no máximo 6 MB.',
  unreadable: 'Não conseguimos ler a selfie. Envie uma foto JPEG, PNG, WebP ou HEIC.',
  noFace:
    'Não encontramos um rosto na selfie. Tente uma foto de frente, com o rosto inteiro e bem iluminado, sem óculos escuros.',
  rateLimited: 'Muitas buscas pela selfie em pouco tempo. Aguarde alguns minutos e tente novamente.',
} as const;

/**
 * The consent text the gallery shows before the customer takes or picks a selfie (LGPD, Lei 13.709/2018: a face is
 * sensitive personal data, art. 5º II, processed here on consent, art. 11 I). The studio is the controller.
 */
export function selfieConsentText(studioName: string): string[] {
  return [
    'Para encontrar as suas fotos, comparamos o rosto da sua selfie com os rostos que aparecem nas fotos desta ' +
      'galeria. O rosto é um dado pessoal sensível (biométrico) pela LGPD, e só o usamos com o seu consentimento.',
    'Finalidade: apenas encontrar as fotos desta galeria em que você aparece. A selfie não é usada para nada além ' +
      'dessa busca.',
    'Retenção: a selfie é lida uma única vez, na memória do servidor, e descartada assim que a busca termina. Ela ' +
      'não é gravada, não fica no seu histórico e não é enviada a ninguém.',
    'Os dados dos rostos das fotos da galeria ficam guardados só enquanto o estúdio mantiver a busca pela selfie ' +
      'ligada neste evento, e são apagados junto com a foto ou o evento, ou quando a busca é desligada. Eles não ' +
      'saem do estúdio nem são exportados.',
    `Controlador dos dados: ${studioName}. Para pedir informações, correção ou exclusão dos seus dados (art. 18 ` +
      'da LGPD), fale com o estúdio. Sem a selfie, você continua vendo todas as fotos da galeria.',
  ];
}

/** The consent text in short, shown first (the full text is one tap away): what is done, why, and for how long. */
export function selfieConsentSummary(studioName: string): string {
  return (
    'O rosto é um dado pessoal sensível (LGPD). Com o seu consentimento, comparamos a sua selfie com os rostos ' +
    `desta galeria só para encontrar as suas fotos; a selfie é descartada assim que a busca termina. Controlador: ${studioName}.`
  );
}

export const selfieConsentLabel = 'Li e concordo com o uso da minha selfie para esta busca.';

/** A face of the gallery scored against the selfie. */
export interface ScoredFace {
  photoId: string;
  similarity: number;
}

/**
 * The photos with a face matching the selfie, best first (a photo counts once, by its closest face), at most
 * `selfieSearchLimit`.
 */
export function rankFaceMatches(
  faces: Iterable<ScoredFace>,
  threshold = faceMatchThreshold,
): { photoId: string; similarity: number }[] {
  const best = new Map<string, number>();
  for (const { photoId, similarity } of faces) {
    if (similarity < threshold) continue;
    if (similarity > (best.get(photoId) ?? -1)) best.set(photoId, similarity);
  }
  return [...best.entries()]
    .sort(([idA, a], [idB, b]) => b - a || idA.localeCompare(idB))
    .slice(0, selfieSearchLimit)
    .map(([photoId, similarity]) => ({ photoId, similarity }));
}

export class SelfieConsentRequiredError extends DomainError {
  constructor() {
    super(selfieMessages.consentRequired);
  }
}

export class SelfieSearchUnavailableError extends DomainError {
  constructor() {
    super(selfieMessages.unavailable);
  }
}

/** The selfie cannot be used: too large, unreadable, or no face in it (the message says which). */
export class InvalidSelfieError extends DomainError {}

export class SelfieRateLimitedError extends DomainError {
  constructor() {
    super(selfieMessages.rateLimited);
  }
}
