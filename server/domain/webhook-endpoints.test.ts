import { describe, expect, it } from 'vitest';
import {
  checkWebhookDescription,
  checkWebhookEvents,
  checkWebhookUrl,
  InvalidWebhookEventsError,
  InvalidWebhookUrlError,
  WebhookDescriptionTooLongError,
} from './webhook-endpoints.ts';

const production = { allowHttp: false, allowPrivate: false };
const development = { allowHttp: true, allowPrivate: false };

function refusal(url: string, policy = production): string {
  try {
    checkWebhookUrl(url, policy);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidWebhookUrlError);
    return (error as Error).message;
  }
  throw new Error(`${url} was accepted`);
}

describe('a webhook endpoint address', () => {
  it('is a public https address, kept without its fragment', () => {
    expect(checkWebhookUrl(' https://api.exemplo.com.br/revela?x=1#trecho ', production).toString()).toBe(
      'https://api.exemplo.com.br/revela?x=1',
    );
    expect(checkWebhookUrl('https://8.8.8.8:8443/hook', production).host).toBe('8.8.8.8:8443');
  });

  it('is https in production, http allowed where the operator allows it', () => {
    expect(refusal('http://api.exemplo.com.br/hook')).toMatch(/https:\/\//);
    expect(checkWebhookUrl('http://api.exemplo.com.br/hook', development).protocol).toBe('http:');
    expect(refusal('ftp://api.exemplo.com.br/hook', development)).toMatch(/https:\/\//);
    expect(refusal('javascript:alert(1)', development)).toMatch(/https:\/\//);
  });

  it.each([
    'https://127.0.0.1/hook',
    'https://2130706433/hook',
    'https://0x7f.0.0.1/hook',
    'https://[::1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://10.0.0.8/hook',
    'https://192.168.1.1/hook',
    'https://100.64.1.1/hook',
    'https://[fd00::1]/hook',
    'https://0.0.0.0/hook',
  ])('refuses the private or reserved address %s', (url) => {
    expect(refusal(url)).toMatch(/não é aceito .*servidores públicos/);
  });

  it.each([
    'https://localhost/hook',
    'https://api.localhost/hook',
    'https://impressora.local/hook',
    'https://metadata.google.internal/computeMetadata',
    'https://intranet/hook',
    'https://localhost./hook',
  ])('refuses the local name %s', (url) => {
    expect(refusal(url)).toMatch(/rede local/);
  });

  it('takes private targets only where the operator allows them', () => {
    const allowPrivate = { allowHttp: true, allowPrivate: true };
    expect(checkWebhookUrl('http://127.0.0.1:4000/hook', allowPrivate).port).toBe('4000');
    expect(checkWebhookUrl('http://localhost:4000/hook', allowPrivate).hostname).toBe('localhost');
  });

  it('refuses blanks, bad addresses and credentials, in Portuguese', () => {
    expect(refusal('   ')).toMatch(/^Informe o endereço/);
    expect(refusal('exemplo.com.br/hook')).toMatch(/^Endereço inválido/);
    expect(refusal(`https://exemplo.com.br/${'a'.repeat(2100)}`)).toMatch(/longo demais/);
    expect(refusal('https://usuario:senha@api.exemplo.com.br/hook')).toMatch(/usuário e senha/);
  });
});

describe('the events an endpoint chooses', () => {
  const known = ['order.created', 'order.paid', 'photo.ready'] as const;

  it('are known ones, each once, in the catalogue order', () => {
    expect(checkWebhookEvents(['photo.ready', 'order.paid', 'photo.ready'], known)).toEqual([
      'order.paid',
      'photo.ready',
    ]);
  });

  it('are at least one, none unknown', () => {
    expect(() => checkWebhookEvents([], known)).toThrow(InvalidWebhookEventsError);
    expect(() => checkWebhookEvents(['order.paid', 'order.lost'], known)).toThrow(
      /Evento desconhecido: order.lost/,
    );
  });

  it('come with a description of up to 200 characters', () => {
    expect(checkWebhookDescription('  ERP  ')).toBe('ERP');
    expect(checkWebhookDescription(null)).toBe('');
    expect(() => checkWebhookDescription('x'.repeat(201))).toThrow(WebhookDescriptionTooLongError);
  });
});
