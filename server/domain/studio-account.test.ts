import { describe, expect, it } from 'vitest';
import { assertStudioName, hostWithSlug, studioSlugProblem } from './studio-account.ts';

describe('studio addresses', () => {
  it.each([
    ['estudio-aurora', null],
    ['ab', 'O endereço precisa ter de 3 a 40 caracteres.'],
    ['Estudio', 'Use só letras minúsculas sem acento, números e hífens (sem hífen no começo ou no fim).'],
    ['-aurora', 'Use só letras minúsculas sem acento, números e hífens (sem hífen no começo ou no fim).'],
    ['estúdio', 'Use só letras minúsculas sem acento, números e hífens (sem hífen no começo ou no fim).'],
    ['api', 'Este endereço é reservado pela plataforma. Escolha outro.'],
    ['graphql', 'Este endereço é reservado pela plataforma. Escolha outro.'],
    ['plataforma', 'Este endereço é reservado pela plataforma. Escolha outro.'],
  ])('%s', (slug, problem) => {
    expect(studioSlugProblem(slug)).toBe(problem);
  });

  it('moves a host to the new address, keeping the rest', () => {
    expect(hostWithSlug('velho.revela.app', 'velho', 'novo')).toBe('novo.revela.app');
    expect(hostWithSlug('velho.localhost:3000', 'velho', 'novo')).toBe('novo.localhost:3000');
    expect(hostWithSlug('outro.revela.app', 'velho', 'novo')).toBeNull();
  });
});

describe('studio names', () => {
  it('trims and refuses empty or long names', () => {
    expect(assertStudioName('  Estúdio   Aurora ')).toBe('Estúdio Aurora');
    expect(() => assertStudioName('  ')).toThrow('Informe o nome do estúdio.');
    expect(() => assertStudioName('x'.repeat(81))).toThrow('O nome pode ter até 80 caracteres.');
  });
});
