// Reading the clients a studio types, pastes or imports: fields in any order, per-line errors in Portuguese,
// repeated clients, CSV headers with or without accents, quotes, and the WhatsApp message and link.
import { describe, expect, it } from 'vitest';
import {
  checkInvitee,
  invitationAccess,
  invitationMessages,
  invitationWhatsAppText,
  parseCsvInvitees,
  parseCsvRows,
  parsePastedInvitees,
  readFields,
  whatsAppShareUrl,
} from './invitations.ts';

describe('one client', () => {
  it.each([
    [
      { name: ' Ana  Souza ', email: 'Ana@Exemplo.COM ' },
      { name: 'Ana Souza', email: 'ana@exemplo.com', whatsApp: '' },
    ],
    [{ whatsApp: '(11) 98765-4321' }, { name: '', email: '', whatsApp: '5511987654321' }],
    [{ whatsApp: '+55 21 3456-7890' }, { name: '', email: '', whatsApp: '552134567890' }],
  ])('normalises %j', (input, expected) => {
    expect(checkInvitee(input)).toEqual(expected);
  });

  it.each([
    [{ email: 'ana@' }, invitationMessages.invalidEmail],
    [{ email: 'ana exemplo.com' }, invitationMessages.invalidEmail],
    [{ whatsApp: '98765' }, invitationMessages.invalidWhatsApp],
    [{ whatsApp: '(01) 98765-4321' }, invitationMessages.invalidWhatsApp],
    [{ name: 'Ana' }, invitationMessages.missingContact],
    [{ name: 'A'.repeat(81), email: 'a@b.com' }, invitationMessages.nameTooLong],
  ])('refuses %j', (input, problem) => {
    expect(checkInvitee(input)).toEqual({ problem });
  });
});

describe('fields in any order', () => {
  it.each([
    [['Ana Souza', 'ana@exemplo.com', '11987654321']],
    [['11987654321', 'Ana Souza', 'ana@exemplo.com']],
    [['ana@exemplo.com', '(11) 98765-4321', 'Ana Souza']],
  ])('%j', (fields) => {
    expect(readFields(fields)).toEqual({
      name: 'Ana Souza',
      email: 'ana@exemplo.com',
      whatsApp: '5511987654321',
    });
  });

  it('refuses two e-mails or two phones on a line', () => {
    expect(readFields(['a@b.com', 'c@d.com'])).toEqual({ problem: invitationMessages.twoEmails });
    expect(readFields(['11987654321', '21987654321'])).toEqual({ problem: invitationMessages.twoPhones });
  });
});

describe('pasted lists', () => {
  it('reads commas, semicolons and tabs, skips blank lines, and reports each bad line by its number', () => {
    const parsed = parsePastedInvitees(
      [
        'Ana Souza, ana@exemplo.com, (11) 98765-4321',
        '',
        'bruno@exemplo.com; Bruno Lima',
        '21 99876-5432\tCarla',
        'Davi, davi@exemplo',
        'Eva, 1234',
        'Fábio',
        'ANA@exemplo.com, Ana de novo',
      ].join('\n'),
    );
    expect(parsed.invitees).toEqual([
      { line: 1, name: 'Ana Souza', email: 'ana@exemplo.com', whatsApp: '5511987654321' },
      { line: 3, name: 'Bruno Lima', email: 'bruno@exemplo.com', whatsApp: '' },
      { line: 4, name: 'Carla', email: '', whatsApp: '5521998765432' },
    ]);
    expect(parsed.problems).toEqual([
      { line: 5, text: 'Davi, davi@exemplo', message: 'E-mail inválido' },
      { line: 6, text: 'Eva, 1234', message: invitationMessages.invalidWhatsApp },
      { line: 7, text: 'Fábio', message: 'Informe um e-mail ou um WhatsApp' },
      { line: 8, text: 'ANA@exemplo.com, Ana de novo', message: 'Repetido na lista' },
    ]);
  });

  it('treats a WhatsApp-only client as repeated by its number', () => {
    const parsed = parsePastedInvitees('Ana, 11987654321\nAna outra vez, +55 (11) 98765-4321');
    expect(parsed.invitees).toHaveLength(1);
    expect(parsed.problems[0]!.message).toBe('Repetido na lista');
  });
});

describe('CSV files', () => {
  it('splits quoted fields with separators, quotes and line breaks', () => {
    expect(parseCsvRows('a;"b;c";"d ""e"""\r\n"f\ng";h\n', ';')).toEqual([
      { line: 1, fields: ['a', 'b;c', 'd "e"'] },
      { line: 2, fields: ['f\ng', 'h'] },
    ]);
  });

  it('finds the columns by their headers, in any order, case and accents, with a BOM', () => {
    const parsed = parseCsvInvitees(
      '\uFEFFWhatsApp;E-MAIL;Nome\r\n(11) 98765-4321;ana@exemplo.com;Ana 2ª turma\r\n;bruno@exemplo;Bruno\r\n',
    );
    // A name with digits stays a name: the header says what each column holds.
    expect(parsed.invitees).toEqual([
      { line: 2, name: 'Ana 2ª turma', email: 'ana@exemplo.com', whatsApp: '5511987654321' },
    ]);
    expect(parsed.problems).toEqual([
      { line: 3, text: ', bruno@exemplo, Bruno', message: 'E-mail inválido' },
    ]);
  });

  it('reads commas and headers such as "Nome completo", "e-mail" and "Celular"', () => {
    const parsed = parseCsvInvitees('Nome completo,e-mail,Celular\n"Souza, Ana",ana@exemplo.com,\n');
    expect(parsed.invitees).toEqual([
      { line: 2, name: 'Souza, Ana', email: 'ana@exemplo.com', whatsApp: '' },
    ]);
  });

  it('reads a file without a header like pasted lines', () => {
    const parsed = parseCsvInvitees('ana@exemplo.com;Ana\n11987654321;Bruno\n');
    expect(parsed.invitees.map((invitee) => invitee.name)).toEqual(['Ana', 'Bruno']);
  });

  it('says when the file is empty', () => {
    expect(parseCsvInvitees('\uFEFF \n').problems).toEqual([
      { line: 1, text: '', message: 'O arquivo está vazio.' },
    ]);
  });
});

describe('the WhatsApp message', () => {
  const base = {
    name: 'Ana Souza',
    studioName: 'Estúdio Aurora',
    eventName: 'Formatura',
    link: 'https://x/formatura?convite=t',
  };

  it('carries the link and the key of a private gallery', () => {
    const text = invitationWhatsAppText({
      ...base,
      access: invitationAccess({ accessKey: 'abc1', mode: 'NORMAL' }, null),
    });
    expect(text).toBe(
      'Olá, Ana! Sua galeria está pronta: as fotos de Formatura já estão no ar.\n' +
        'Veja e escolha as suas: https://x/formatura?convite=t\nSenha da galeria: abc1\nEstúdio Aurora',
    );
    expect(whatsAppShareUrl('5511987654321', text)).toBe(
      `https://wa.me/5511987654321?text=${encodeURIComponent(text)}`,
    );
    expect(whatsAppShareUrl('', 'oi')).toBe('https://wa.me/?text=oi');
  });

  it("carries a prepaid gallery person's own access, or says to use it", () => {
    const prepaid = { accessKey: null, mode: 'PREPAID_PACKAGE' };
    expect(
      invitationWhatsAppText({
        ...base,
        access: invitationAccess(prepaid, { name: 'Ana', password: 'a1b2' }),
      }),
    ).toContain('Seu acesso: nome Ana e senha a1b2');
    expect(invitationWhatsAppText({ ...base, access: invitationAccess(prepaid, null) })).toContain(
      'use o nome e a senha que o estúdio passou para você',
    );
    expect(
      invitationWhatsAppText({
        ...base,
        access: invitationAccess({ accessKey: null, mode: 'NORMAL' }, null),
      }),
    ).not.toContain('senha');
  });
});
