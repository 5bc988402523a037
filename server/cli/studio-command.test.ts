import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../services/auth/passwords.ts';
import { logIn } from '../test/admin-client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { runStudioCommand } from './studio-command.ts';

describe('npm run studio', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a studio on the free plan with an admin who can log in', async () => {
    const output = await runStudioCommand(t.db, [
      'create',
      '--name',
      'Estúdio Luz',
      '--slug',
      'estudio-luz',
      '--email',
      'Dono@Luz.com.br',
      '--password',
      'senha-forte-1',
      '--domain',
      'fotos.luz.com.br',
    ]);
    expect(output).toBe(
      'Created studio "Estúdio Luz" at estudio-luz; its admin logs in with Dono@Luz.com.br.',
    );
    const studio = await t.db.studio.findUniqueOrThrow({
      where: { slug: 'estudio-luz' },
      include: { plan: true, adminUsers: true },
    });
    expect(studio).toMatchObject({ domain: 'fotos.luz.com.br', plan: { code: 'gratuito' } });
    expect(await verifyPassword(studio.adminUsers[0]!.passwordHash, 'senha-forte-1')).toBe(true);
    expect(await logIn(t, 'fotos.luz.com.br', 'dono@luz.com.br', 'senha-forte-1')).toMatch(/^rva_/);
  });

  it('changes plan, status and plan message, which the admin then sees', async () => {
    await runStudioCommand(t.db, ['plan', 'estudio-luz', 'profissional']);
    await runStudioCommand(t.db, ['status', 'estudio-luz', 'pending']);
    await runStudioCommand(t.db, ['message', 'estudio-luz', 'alert', 'Seu plano vence em 3 dias']);
    const token = await logIn(t, 'estudio-luz.localhost', 'dono@luz.com.br', 'senha-forte-1');
    const { body } = await t.rest('GET', '/api/adm', {
      host: 'estudio-luz.localhost',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(body.planoVigente).toMatchObject({
      nome_amigavel: 'Profissional',
      limiteArmazenamentoAltaResolucao: 100_000_000_000,
      mensagem: { tipo: 'alerta', texto: 'Seu plano vence em 3 dias' },
    });
    expect(await runStudioCommand(t.db, ['list'])).toContain(
      'estudio-luz\tEstúdio Luz\tprofissional\tPENDING',
    );
  });

  it('sets a studio domain as verified and removes it', async () => {
    expect(
      await runStudioCommand(t.db, ['domain', 'estudio-luz', 'HTTPS://WWW.Luz.com.br/'], {
        platformDomain: 'revela.test',
      }),
    ).toBe(
      'Studio estudio-luz: domain www.luz.com.br set and active (DNS must point it at the platform; it is re-checked daily).',
    );
    expect(await t.db.studio.findUniqueOrThrow({ where: { slug: 'estudio-luz' } })).toMatchObject({
      domain: 'www.luz.com.br',
      domainStatus: 'ACTIVE',
      domainToken: null,
      domainVerifiedAt: expect.any(Date),
    });
    expect(await runStudioCommand(t.db, ['domain', 'estudio-luz', 'none'])).toBe(
      'Studio estudio-luz: own domain removed; it is served at its platform address only.',
    );
    expect(await t.db.studio.findUniqueOrThrow({ where: { slug: 'estudio-luz' } })).toMatchObject({
      domain: null,
      domainStatus: null,
    });
  });

  it('refuses a domain of another studio (with or without www) and a platform address', async () => {
    await runStudioCommand(t.db, [
      'create',
      '--name',
      'Outro',
      '--slug',
      'outro-dominio',
      '--email',
      'outro@dominio.com.br',
      '--password',
      'senha-forte-2',
      '--domain',
      'www.tomado.com.br',
    ]);
    await expect(runStudioCommand(t.db, ['domain', 'estudio-luz', 'tomado.com.br'])).rejects.toThrow(
      'tomado.com.br is already the domain of studio outro-dominio.',
    );
    await expect(
      runStudioCommand(t.db, ['domain', 'estudio-luz', 'x.revela.test'], { platformDomain: 'revela.test' }),
    ).rejects.toThrow('"x.revela.test": Esse endereço é da própria plataforma');
  });

  it.each([
    [['domain', 'estudio-luz'], /^Usage:/],
    [
      ['create', '--name', 'X', '--slug', 'adm', '--email', 'a@b.com', '--password', 'senha-forte-1'],
      /cannot be a studio address/,
    ],
    [
      [
        'create',
        '--name',
        'X',
        '--slug',
        'outro',
        '--email',
        'dono@luz.com.br',
        '--password',
        'senha-forte-1',
      ],
      /already in use/,
    ],
    [
      ['create', '--name', 'X', '--slug', 'curta', '--email', 'c@d.com', '--password', 'curta'],
      /at least 8 characters/,
    ],
    [['plan', 'estudio-luz', 'ouro'], /There is no plan "ouro" \(plans: gratuito, profissional/],
    [['plan', 'nao-existe', 'gratuito'], /There is no studio "nao-existe"/],
    [['voar'], /^Usage:/],
  ])('refuses %j', async (argv, message) => {
    await expect(runStudioCommand(t.db, argv)).rejects.toThrow(message);
  });
});
