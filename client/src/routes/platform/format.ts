// The console's figures as people read them: reais, bytes, dates and the studios' states in Portuguese.

const reais = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
const date = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' });

export function money(cents: number): string {
  return reais.format(cents / 100);
}

export function when(iso: string | null | undefined): string {
  return iso ? dateTime.format(new Date(iso)) : '—';
}

export function day(iso: string | null | undefined): string {
  return iso ? date.format(new Date(iso)) : '—';
}

export function bytes(count: number): string {
  if (count >= 1e9) return `${(count / 1e9).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} GB`;
  if (count >= 1e6) return `${(count / 1e6).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
  return `${Math.round(count / 1e3).toLocaleString('pt-BR')} KB`;
}

export const stateNames: Record<string, string> = {
  ACTIVE: 'Ativa',
  TRIAL: 'Em teste',
  PENDING: 'Pendências no plano',
  SUSPENDED: 'Suspensa',
};

export const actionNames: Record<string, string> = {
  'studio.plan': 'Plano alterado',
  'studio.trial.extend': 'Teste estendido',
  'studio.suspend': 'Loja suspensa',
  'studio.reactivate': 'Loja reativada',
  'studio.verification.resend': 'E-mail de verificação reenviado',
  'studio.domain.set': 'Domínio configurado',
  'studio.domain.remove': 'Domínio removido',
  'plan.create': 'Plano criado',
  'plan.update': 'Plano editado',
  'job.retry': 'Tarefa repetida',
  'email.retry': 'E-mail reenviado',
  'payment.check': 'Mercado Pago consultado',
};
