import { describe, expect, it } from 'vitest';
import { featureUnavailableMessage, megabytesLabel, trialDaysLeft } from './plan.ts';
import { FileTooLargeError } from './uploads.ts';

describe('megabytesLabel and the 413 text', () => {
  it.each([
    [6 * 1024 * 1024, '6MB'],
    [20 * 1024 * 1024, '20MB'],
    [7.5 * 1024 * 1024, '7,5MB'],
  ])('%i bytes read %s', (bytes, label) => {
    expect(megabytesLabel(bytes)).toBe(label);
  });
  it("keeps the spec's text for 6 MB and names another plan's limit", () => {
    expect(new FileTooLargeError('a.jpg').message).toBe(
      'Erro ao fazer upload da imagem a.jpg. Seu tamanho excede o máximo permitido de 6MB',
    );
    expect(new FileTooLargeError('a.jpg', 20 * 1024 * 1024).message).toBe(
      'Erro ao fazer upload da imagem a.jpg. Seu tamanho excede o máximo permitido de 20MB',
    );
  });
});

describe('featureUnavailableMessage', () => {
  it('names the plan that includes the feature, agreeing with its gender', () => {
    expect(featureUnavailableMessage('customDomain', 'Gratuito', 'Profissional')).toBe(
      'O domínio próprio não está incluído no plano Gratuito. Ele faz parte do plano Profissional.',
    );
    expect(featureUnavailableMessage('selfieSearch', 'Básico', null)).toBe(
      'A busca por selfie não está incluída no plano Básico.',
    );
  });
});

describe('trialDaysLeft', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  it('counts a part of a day as a day, and is null outside a trial', () => {
    expect(trialDaysLeft(new Date('2026-12-01T09:00:00Z'), now)).toBe(4);
    expect(trialDaysLeft(new Date('2026-11-27T10:00:01Z'), now)).toBe(1);
    expect(trialDaysLeft(new Date('2026-11-27T10:00:00Z'), now)).toBeNull();
    expect(trialDaysLeft(null, now)).toBeNull();
  });
});
