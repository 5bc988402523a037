import { describe, expect, it } from 'vitest';
import { alertSendDue, checkPhotoAlert, photoAlertMessages, validEmail } from './photo-alerts.ts';

const both = { number: true, selfie: true };
const base = { email: 'Ana@Exemplo.com ', withSelfie: false, selfieConsent: false, keepFaceConsent: false };

describe('checkPhotoAlert', () => {
  it.each([
    [
      'no search offered',
      { ...base, raceNumber: '12' },
      { number: false, selfie: false },
      photoAlertMessages.unavailable,
    ],
    ['a bad address', { ...base, email: 'ana@', raceNumber: '12' }, both, photoAlertMessages.invalidEmail],
    ['neither number nor selfie', { ...base, raceNumber: '  ' }, both, photoAlertMessages.nothingToMatch],
    [
      'a number without the number search',
      { ...base, raceNumber: '12' },
      { number: false, selfie: true },
      photoAlertMessages.numberUnavailable,
    ],
    [
      'a selfie without the selfie search',
      { ...base, withSelfie: true },
      { number: true, selfie: false },
      photoAlertMessages.selfieUnavailable,
    ],
    [
      'a selfie without its consent',
      { ...base, withSelfie: true, keepFaceConsent: true },
      both,
      photoAlertMessages.selfieConsentRequired,
    ],
    [
      'a selfie whose face may not be kept',
      { ...base, withSelfie: true, selfieConsent: true },
      both,
      photoAlertMessages.keepFaceRequired,
    ],
  ])('refuses %s', (_case, input, offered, message) => {
    expect(() => checkPhotoAlert(input, offered)).toThrow(message);
  });

  it('answers the address in lower case and the number as digits', () => {
    expect(checkPhotoAlert({ ...base, raceNumber: '12-345' }, both)).toEqual({
      email: 'ana@exemplo.com',
      raceNumber: '12345',
      withSelfie: false,
    });
    expect(
      checkPhotoAlert({ ...base, withSelfie: true, selfieConsent: true, keepFaceConsent: true }, both),
    ).toEqual({ email: 'ana@exemplo.com', raceNumber: null, withSelfie: true });
  });
});

describe('alertSendDue', () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 27, 12, minutes));
  it.each([
    [null, 0, true],
    [at(0), 59, false],
    [at(0), 60, true],
  ])('last sent %s, now minute %i: %s', (last, minutes, due) => {
    expect(alertSendDue(last, at(minutes))).toBe(due);
  });
});

describe('validEmail', () => {
  it.each([
    ['ana@exemplo.com', true],
    ['ana@exemplo', false],
    ['ana exemplo@x.com', false],
  ])('%s: %s', (email, valid) => expect(validEmail(email)).toBe(valid));
});
