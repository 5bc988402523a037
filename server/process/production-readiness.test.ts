import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { deploymentSummary, productionProblems } from './production-readiness.ts';

const ready = {
  NODE_ENV: 'production',
  SECRET_KEY: 'uma-chave-secreta-de-producao-com-mais-de-32',
  PUBLIC_URL: 'https://fotos.revela.app',
  SMTP_URL: 'smtp://revela:senha@smtp.revela.app:587',
};

const problemsOf = (env: Record<string, string>, role: 'server' | 'worker' = 'server') =>
  productionProblems(loadConfig(env), role);

describe('a production start', () => {
  it('goes ahead with a secret key, an https public address and SMTP', () => {
    expect(problemsOf(ready)).toEqual([]);
    expect(problemsOf({ ...ready, SMTP_URL: '', MAIL_TRANSPORT: 'outbox' })).toEqual([]);
    expect(problemsOf({ ...ready, WORKERS: 'false', STORAGE_URL: 's3://fotos?region=sa-east-1' })).toEqual(
      [],
    );
  });

  it('names every missing setting at once, one line each', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^SECRET_KEY is not set/);
    expect(problems[1]).toMatch(/^PUBLIC_URL is not set/);
    expect(problems[2]).toMatch(/^SMTP_URL is not set.*MAIL_TRANSPORT=outbox/);
  });

  it.each([
    ['an http public address', { PUBLIC_URL: 'http://fotos.revela.app' }, /^PUBLIC_URL must be https/],
    ['folder storage with the workers apart', { WORKERS: 'false' }, /^STORAGE_URL is not set while workers/],
    ['the demo studio', { SEED_DEMO: 'true' }, /^SEED_DEMO=true/],
    ['simulated payments', { MERCADO_PAGO_MODE: 'simulated' }, /^MERCADO_PAGO_MODE=simulated/],
  ])('refuses %s', (_label, change, expected) => {
    const problems = problemsOf({ ...ready, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(expected);
  });

  it('refuses a worker on folder storage', () => {
    expect(problemsOf(ready, 'worker')).toEqual([expect.stringMatching(/^STORAGE_URL is not set/)]);
  });

  it('asks nothing outside production, and does not seed the demo in production by default', () => {
    expect(problemsOf({})).toEqual([]);
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig(ready).seedDemo).toBe(false);
  });

  it('says what runs where without a secret', () => {
    const lines = deploymentSummary(
      loadConfig({ ...ready, DATABASE_URL: 'postgresql://revela:senha@db.interno:5432/revela' }),
      'server',
    );
    expect(lines).toContain('Database: PostgreSQL at db.interno:5432/revela');
    expect(lines).toContain('Mail: SMTP smtp.revela.app:587');
    expect(lines).toContain('Payments: Mercado Pago live (https://api.mercadopago.com)');
    expect(lines.join('\n')).not.toContain('senha');
  });
});
