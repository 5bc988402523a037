import { describe, expect, it } from 'vitest';
import { reservedEventSlugs } from './slug.ts';
import {
  reservedStudioAddresses,
  studioAddressProblem,
  suggestedStudioAddress,
  trialEndsAt,
} from './studio-address.ts';

describe('studioAddressProblem', () => {
  it.each(['estudio-luz', 'foto123', 'abc'])('accepts %s', (address) => {
    expect(studioAddressProblem(address)).toBeNull();
  });

  it.each([
    ['', 'Informe o endereço da loja'],
    ['Estudio', 'Use apenas letras minúsculas'],
    ['ab', 'O endereço precisa ter pelo menos 3 caracteres'],
    ['a'.repeat(41), 'O endereço pode ter até 40 caracteres'],
    ['estúdio', 'Use apenas letras sem acento, números e hífens (sem hífen no começo ou no fim)'],
    ['-luz', 'Use apenas letras sem acento, números e hífens (sem hífen no começo ou no fim)'],
    ['luz--foto', 'Use apenas letras sem acento, números e hífens (sem hífen no começo ou no fim)'],
    ['foto_luz', 'Use apenas letras sem acento, números e hífens (sem hífen no começo ou no fim)'],
    ['www', 'Este endereço é reservado. Escolha outro.'],
    ['adm', 'Este endereço é reservado. Escolha outro.'],
    ['minhas-compras', 'Este endereço é reservado. Escolha outro.'],
    ['plataforma', 'Este endereço é reservado. Escolha outro.'],
  ])('refuses %j: %s', (address, message) => {
    expect(studioAddressProblem(address)).toBe(message);
  });

  it('refuses every path segment the platform routes (shared with events) that is a valid label', () => {
    const labels = [...reservedEventSlugs].filter((slug) => /^[a-z0-9-]{3,}$/.test(slug));
    expect(labels.length).toBeGreaterThan(20);
    for (const label of labels) expect(studioAddressProblem(label), label).not.toBeNull();
    expect([...reservedEventSlugs].every((slug) => reservedStudioAddresses.has(slug))).toBe(true);
  });
});

describe('suggestedStudioAddress', () => {
  it.each([
    ['Estúdio Luz & Cor', 'estudio-luz-e-cor'],
    ['  Fotos  da Ana!! ', 'fotos-da-ana'],
    ['A'.repeat(50), 'a'.repeat(40)],
  ])('%s → %s', (name, address) => {
    expect(suggestedStudioAddress(name)).toBe(address);
  });
});

describe('trialEndsAt', () => {
  it('adds the plan trial days, none without a trial', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(trialEndsAt(now, 14)).toEqual(new Date('2026-12-11T10:00:00Z'));
    expect(trialEndsAt(now, 0)).toBeNull();
  });
});
