import { describe, expect, it } from 'vitest';
import {
  faceMatchThreshold,
  rankFaceMatches,
  selfieConsentSummary,
  selfieConsentText,
  selfieSearchLimit,
} from './face-match.ts';

describe('rankFaceMatches', () => {
  it('keeps photos at or above the threshold, each once by its closest face, best first', () => {
    expect(
      rankFaceMatches([
        { photoId: 'a', similarity: 0.7 },
        { photoId: 'b', similarity: 0.9 },
        { photoId: 'a', similarity: 0.95 },
        { photoId: 'c', similarity: faceMatchThreshold },
        { photoId: 'd', similarity: faceMatchThreshold - 0.001 },
      ]),
    ).toEqual([
      { photoId: 'a', similarity: 0.95 },
      { photoId: 'b', similarity: 0.9 },
      { photoId: 'c', similarity: faceMatchThreshold },
    ]);
  });

  it('answers at most the limit', () => {
    const faces = Array.from({ length: selfieSearchLimit + 50 }, (_, i) => ({
      photoId: `p${i}`,
      similarity: 0.99,
    }));
    expect(rankFaceMatches(faces)).toHaveLength(selfieSearchLimit);
  });
});

describe('selfieConsentText', () => {
  it('says purpose, retention, deletion and who the controller is', () => {
    const text = selfieConsentText('Foto Sol').join(' ');
    for (const part of [
      'Finalidade',
      'Retenção',
      'apagados',
      'LGPD',
      'Controlador dos dados: Foto Sol',
      'art. 18',
    ])
      expect(text).toContain(part);
  });
});

describe('selfieConsentSummary', () => {
  it('says in a few lines what is compared, why, for how long and who answers for it', () => {
    const summary = selfieConsentSummary('Foto Sol');
    for (const part of ['dado pessoal sensível', 'só para encontrar as suas fotos', 'descartada', 'Foto Sol'])
      expect(summary).toContain(part);
    // Short enough to sit above the buttons on a phone.
    expect(summary.length).toBeLessThan(260);
  });
});
