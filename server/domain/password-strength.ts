// Passwords an owner may choose: long enough and not easy to guess. zxcvbn-ts estimates how guessable a password
// is against its lists of common passwords, names and words (the common and Brazilian Portuguese dictionaries) and
// patterns (dates, sequences, keyboard runs); a score under 2 ("guessable in under about 10^6 tries") is refused.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as ptBr from '@zxcvbn-ts/language-pt-br';
import { loginPolicy } from './auth.ts';
import { DomainError } from './errors.ts';

export class WeakPasswordError extends DomainError {}

const minimumScore = 2;

let estimator: ZxcvbnFactory | undefined;

function strength(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...ptBr.dictionary },
    graphs: common.adjacencyGraphs,
    translations: ptBr.translations,
  });
  return estimator;
}

/**
 * Refuses a password that is too short or too easy to guess, saying why in Portuguese. `related` are words the
 * password must not lean on (the e-mail, the studio's name).
 */
export async function assertStrongPassword(password: string, related: string[] = []): Promise<void> {
  if (password.length < loginPolicy.minPasswordLength) {
    throw new WeakPasswordError(
      `A nova senha precisa ter pelo menos ${loginPolicy.minPasswordLength} caracteres`,
    );
  }
  const result = await strength().check(password, related);
  if (result.score >= minimumScore) return;
  const hint = result.feedback.warning ?? result.feedback.suggestions[0] ?? '';
  throw new WeakPasswordError(
    `Esta senha é fácil de adivinhar. Use uma senha mais longa, com palavras pouco comuns.${hint ? ` ${hint}` : ''}`,
  );
}
