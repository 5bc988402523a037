// 'Avise-me quando eu aparecer': what a customer leaves (an e-mail with a race number and/or a selfie's face), the
// consent to keep the face (LGPD) on top of the selfie search's, the limits against using it to spam an address, and
// how often an alert may e-mail.
import { normalisedEmail } from './cart-reminders.ts';
import { DomainError } from './errors.ts';
import { faceMatchThreshold } from './face-match.ts';
import { invalidRaceNumberMessage, normaliseRaceNumber } from './race-numbers.ts';

/** An alert e-mails at most once in this long, whatever the photos found meanwhile. */
export const alertSendIntervalMs = 60 * 60_000;

/** A face of a new photo is the customer's from the selfie search's threshold up (domain/face-match.ts). */
export const alertFaceThreshold = faceMatchThreshold;

/**
 * Alerts a visitor (client address) may leave per window, alerts an address may receive per studio per window, and
 * alerts an address may keep active in one gallery: an address cannot be signed up over and over by someone else.
 */
export const photoAlertLimits = {
  perVisitor: 5,
  perEmail: 3,
  windowMs: 60 * 60_000,
  activePerEmailPerEvent: 3,
} as const;

/** Bumped whenever the texts below change: each alert records the version its customer accepted. */
export const photoAlertConsentVersion = '2026-11-27';

export const photoAlertMessages = {
  unavailable: 'Os avisos de novas fotos não estão disponíveis nesta galeria.',
  invalidEmail: 'Informe um e-mail válido para receber o aviso.',
  nothingToMatch: 'Informe o seu número de peito ou envie uma selfie para sabermos quais fotos são suas.',
  numberUnavailable: 'A busca pelo número não está disponível nesta galeria: envie uma selfie.',
  selfieUnavailable: 'A busca pela selfie não está disponível nesta galeria: informe o seu número de peito.',
  selfieConsentRequired: 'Para enviar a selfie, aceite antes o termo de uso da imagem.',
  keepFaceRequired:
    'Para ser avisado pela selfie, autorize guardar os dados do seu rosto até o encerramento da busca deste evento.',
  rateLimited: 'Muitos avisos pedidos em pouco tempo. Aguarde um pouco e tente novamente.',
  tooManyForEmail:
    'Este e-mail já tem 3 avisos nesta galeria. Cancele um deles pelo link do e-mail antes de criar outro.',
  created: 'Pronto! Avisaremos por e-mail quando aparecerem fotos novas suas nesta galeria.',
  link: 'Este link de aviso não é válido. Abra-o de novo pelo e-mail que você recebeu.',
  unsubscribed:
    'Pronto: você não receberá mais avisos desta galeria, e os dados do seu rosto foram apagados.',
} as const;

/** What the form says it does, above the fields. */
export function photoAlertIntro(): string {
  return (
    'Ainda não encontrou suas fotos, ou quer saber das novas? Deixe o seu e-mail com o seu número de peito e/ou uma ' +
    'selfie: quando fotos novas suas forem publicadas, enviamos um e-mail (no máximo um por hora).'
  );
}

/**
 * The consent to keep the selfie's face for the alert (LGPD, Lei 13.709/2018, art. 11 I: biometric data on the
 * holder's specific consent, for a stated purpose and time), asked on top of the selfie search's own consent.
 */
export function photoAlertFaceConsentText(studioName: string): string[] {
  return [
    'Para avisar você quando aparecerem fotos novas suas, guardamos os dados do rosto da sua selfie (uma ' +
      'sequência de números calculada a partir dela), e não a foto: a imagem da selfie é descartada assim que é lida.',
    'Finalidade: apenas comparar o seu rosto com as fotos novas desta galeria e enviar o aviso ao seu e-mail.',
    'Retenção: os dados do rosto são apagados quando você cancela o aviso (um clique, pelo link em cada e-mail), ' +
      'ou quando o estúdio encerra a busca pela selfie neste evento, ou despublica ou apaga o evento.',
    `Controlador dos dados: ${studioName}. Para pedir informações, correção ou exclusão dos seus dados (art. 18 ` +
      'da LGPD), fale com o estúdio.',
  ];
}

export const photoAlertFaceConsentLabel =
  'Autorizo guardar os dados do meu rosto (não a foto) até o encerramento da busca deste evento, para receber os avisos.';

/** What the customer asked for, checked: the address in lower case and the number as digits. */
export interface PhotoAlertRequest {
  email: string;
  raceNumber: string | null;
  withSelfie: boolean;
}

/**
 * Checks an alert's fields in the order the customer reads them; `offered` is what the gallery searches by. A selfie
 * needs both consents: the selfie search's and the keeping of its face.
 */
export function checkPhotoAlert(
  input: {
    email: string;
    raceNumber?: string | null;
    withSelfie: boolean;
    selfieConsent: boolean;
    keepFaceConsent: boolean;
  },
  offered: { number: boolean; selfie: boolean },
): PhotoAlertRequest {
  if (!offered.number && !offered.selfie) throw new PhotoAlertError(photoAlertMessages.unavailable);
  const email = normalisedEmail(input.email);
  if (!validEmail(email)) throw new PhotoAlertError(photoAlertMessages.invalidEmail);
  const typed = input.raceNumber?.trim() ?? '';
  const raceNumber = typed ? normaliseRaceNumber(typed) : null;
  if (typed && raceNumber === null) throw new PhotoAlertError(invalidRaceNumberMessage);
  if (raceNumber === null && !input.withSelfie) throw new PhotoAlertError(photoAlertMessages.nothingToMatch);
  if (raceNumber !== null && !offered.number) throw new PhotoAlertError(photoAlertMessages.numberUnavailable);
  if (input.withSelfie) {
    if (!offered.selfie) throw new PhotoAlertError(photoAlertMessages.selfieUnavailable);
    if (!input.selfieConsent) throw new PhotoAlertError(photoAlertMessages.selfieConsentRequired);
    if (!input.keepFaceConsent) throw new PhotoAlertError(photoAlertMessages.keepFaceRequired);
  }
  return { email, raceNumber, withSelfie: input.withSelfie };
}

/** A plain address check (the mail server has the last word): one @, a dot in the domain, no spaces, 254 at most. */
export function validEmail(email: string): boolean {
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

/** Whether an alert last sent at `lastSentAt` may e-mail again at `now`. */
export function alertSendDue(lastSentAt: Date | null, now: Date): boolean {
  return lastSentAt === null || now.getTime() - lastSentAt.getTime() >= alertSendIntervalMs;
}

/** An alert's field refused (the message says which). */
export class PhotoAlertError extends DomainError {}

export class PhotoAlertRateLimitedError extends DomainError {
  constructor(message: string = photoAlertMessages.rateLimited) {
    super(message);
  }
}

export class PhotoAlertLinkError extends DomainError {
  static override readonly status = 404;
  constructor() {
    super(photoAlertMessages.link);
  }
}
