// The storefront's privacy policy text: every processing Revela does is named, the studio is the controller and the
// platform the processor, everything the storefront keeps in the browser is listed, and the studio's own text is
// kept as plain text within its limit.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  addressLine,
  currentPolicyVersion,
  normaliseStudioText,
  type PolicyController,
  PrivacyPolicyTextError,
  platformPolicySections,
  platformPolicyVersion,
  policyLabel,
  policyPlainText,
  studioParagraphs,
  studioTextMaxLength,
} from './privacy-policy.ts';

const studio: PolicyController = {
  name: 'Estúdio Aurora',
  email: 'contato@estudioaurora.com.br',
  phone: '(11) 3456-7890',
  address: 'Rua das Flores, 120 - Centro - São Paulo/SP - CEP 01001-000',
};
const text = policyPlainText(platformPolicySections(studio, { mailBodyRetentionDays: 180 }));

describe('the platform text', () => {
  it.each([
    ['orders', 'Pedidos: nome, sobrenome, e-mail, WhatsApp e CPF'],
    ['payment', 'processado pelo Mercado Pago'],
    ['delivery by carriers', 'transportadoras'],
    ['the CEP lookup', 'serviço de CEP'],
    ['the selfie search', 'Busca pela selfie'],
    ['what the selfie search keeps', 'a selfie não é gravada'],
    ['the selfie consent', 'consentimento específico'],
    ['the race-number search', 'Busca pelo número de peito'],
    ['photo alerts', '"Avise-me quando eu aparecer"'],
    ['cart reminders as legitimate interest with an opt-out', 'Lembretes de carrinho: se o estúdio ativar'],
    ['favourites', 'Favoritas'],
    ['invitations', 'Convites para galerias'],
    ['gallery expiry and archive', 'Validade e arquivo das galerias'],
    ['cookies', 'não usa cookies de publicidade'],
    ['e-mails and their retention', 'o conteúdo de cada e-mail é apagado depois de 180 dias'],
    ['logs', 'Registros técnicos de acesso'],
    ['the rights of LGPD art. 18', 'LGPD (art. 18)'],
    ['how to use them', '/privacidade/meus-dados'],
    ['the e-mail confirmation of a request', 'confirmado por um link enviado ao seu e-mail'],
    ['the 15-day answer', 'respondido em até 15 dias'],
    ['the ANPD', 'Autoridade Nacional de Proteção de Dados'],
  ])('names %s', (_processing, words) => {
    expect(text).toContain(words);
  });

  it('names the studio as the controller, with its contacts, and the platform as the processor', () => {
    expect(text).toContain('Controlador dos dados: Estúdio Aurora');
    expect(text).toContain('E-mail: contato@estudioaurora.com.br');
    expect(text).toContain('Telefone: (11) 3456-7890');
    expect(text).toContain('Endereço: Rua das Flores, 120 - Centro - São Paulo/SP - CEP 01001-000');
    expect(text).toContain('plataforma Revela, que atua como operadora');
  });

  it('points to the footer when the studio has no contacts yet', () => {
    const bare = policyPlainText(
      platformPolicySections(
        { name: 'Foto Nova', email: '', phone: '', address: '' },
        { mailBodyRetentionDays: 90 },
      ),
    );
    expect(bare).toContain('Controlador dos dados: Foto Nova');
    expect(bare).toContain('pelos contatos indicados no rodapé da loja');
    expect(bare).not.toContain('E-mail: ');
    expect(bare).toContain('apagado depois de 90 dias');
  });

  it('lists every key the storefront keeps in the browser', () => {
    const keys = new Set<string>();
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== '__generated__') walk(full);
        } else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
          for (const match of readFileSync(full, 'utf8').matchAll(/[`']revela:([a-z-]+):([a-z-]*)/g))
            keys.add(`revela:${match[1]}:${match[2]}`);
        }
      }
    };
    walk(path.join(import.meta.dirname, '..', '..', 'client', 'src'));
    // The studio's team (revela:adm:...) and the platform's operator keep theirs apart from customers.
    const storefront = [...keys].filter((key) => !/^revela:(adm|plataforma):/.test(key));
    expect(storefront.length).toBeGreaterThanOrEqual(3);
    for (const key of storefront) expect(text).toContain(`"${key}`);
  });
});

describe("the studio's paragraphs", () => {
  it('are kept as plain text: HTML stays as typed, line breaks made \\n, control characters dropped', () => {
    expect(
      normaliseStudioText('  <b>Olá</b> & <script>alert(1)</script>\r\nLinha 2\u0007  \r\n\r\n\r\n\r\nFim  '),
    ).toBe('<b>Olá</b> & <script>alert(1)</script>\nLinha 2\n\nFim');
  });

  it('split into paragraphs at blank lines, a single break staying inside its paragraph', () => {
    expect(studioParagraphs('Primeiro\ncontinua\n\n  \nSegundo')).toEqual(['Primeiro\ncontinua', 'Segundo']);
    expect(studioParagraphs('')).toEqual([]);
  });

  it(`are refused past ${studioTextMaxLength} characters`, () => {
    expect(normaliseStudioText('a'.repeat(studioTextMaxLength))).toHaveLength(studioTextMaxLength);
    expect(() => normaliseStudioText('a'.repeat(studioTextMaxLength + 1))).toThrow(PrivacyPolicyTextError);
    expect(() => normaliseStudioText('a'.repeat(studioTextMaxLength + 1))).toThrow(
      'O texto do estúdio pode ter no máximo 10.000 caracteres.',
    );
  });
});

describe('the version in force', () => {
  const created = new Date('2026-12-05T12:00:00Z');

  it('is the next number, not stored yet, for a studio without versions: the platform text alone', () => {
    expect(currentPolicyVersion(null, created)).toEqual({
      id: null,
      number: 1,
      platformVersion: platformPolicyVersion,
      studioText: '',
      publishedAt: created,
    });
  });

  it('is the newest stored version while it carries the platform text in force', () => {
    const newest = {
      id: 'v2',
      number: 2,
      platformVersion: platformPolicyVersion,
      studioText: 'Nosso texto',
      publishedAt: created,
    };
    expect(currentPolicyVersion(newest, created)).toBe(newest);
  });

  it("is a new number with the studio's paragraphs when the platform text changed", () => {
    const newest = {
      id: 'v2',
      number: 2,
      platformVersion: '2026-01-10',
      studioText: 'Nosso texto',
      publishedAt: new Date('2026-02-01T00:00:00Z'),
    };
    const current = currentPolicyVersion(newest, new Date('2025-01-01T00:00:00Z'));
    expect(current).toMatchObject({
      id: null,
      number: 3,
      platformVersion: platformPolicyVersion,
      studioText: 'Nosso texto',
    });
    expect(policyLabel(current.platformVersion, current.number)).toBe(`${platformPolicyVersion}.3`);
  });
});

it("writes the studio's address on one line", () => {
  expect(
    addressLine({
      street: 'Rua das Flores',
      number: '120',
      complement: 'sala 2',
      neighborhood: 'Centro',
      city: 'São Paulo',
      state: 'SP',
      cep: '01001000',
    }),
  ).toBe('Rua das Flores, 120 - sala 2 - Centro - São Paulo/SP - CEP 01001-000');
  expect(
    addressLine({ street: '', number: '', complement: '', neighborhood: '', city: '', state: '', cep: '' }),
  ).toBe('');
});
