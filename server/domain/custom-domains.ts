// A studio's own domain: what the owner may type, the DNS records it needs, what the resolver's answers mean, and
// how its status moves (PENDING until both records hold, ACTIVE, BROKEN while a re-check fails but it still serves).
import { DomainError } from './errors.ts';

export class InvalidDomainError extends DomainError {}

export class DomainInUseError extends DomainError {
  constructor() {
    super('Esse domínio já está ligado a outro estúdio.');
  }
}

export class CustomDomainsUnavailableError extends DomainError {
  constructor() {
    super('Domínios próprios não estão disponíveis nesta plataforma.');
  }
}

export class ApexDomainNotSupportedError extends DomainError {
  constructor(domain: string) {
    super(
      `Esta plataforma não atende domínios sem o www: use www.${domain} (ele aceita um registro CNAME, que o domínio sem www não aceita).`,
    );
  }
}

export class NoCustomDomainError extends DomainError {
  constructor() {
    super('Nenhum domínio próprio configurado: digite o seu domínio primeiro.');
  }
}

export class DnsLookupFailedError extends DomainError {
  static override readonly status = 503;
  constructor() {
    super('Não foi possível consultar o DNS agora. Tente de novo em alguns minutos.');
  }
}

/** Where studios' domains point: the host name to CNAME to and the addresses for a domain without www. */
export interface DomainTargets {
  target: string;
  /** IPv4 and IPv6 addresses of the platform (empty: only names that take a CNAME can be used). */
  addresses: string[];
}

/**
 * Suffixes under which people register names (a domain right below one is an apex, which cannot hold a CNAME):
 * Registro.br's categories and the other multi-label suffixes Brazilian studios meet; any other suffix is one label.
 */
const multiLabelSuffixes = new Set([
  ...[
    'com',
    'net',
    'org',
    'adm',
    'adv',
    'agr',
    'app',
    'arq',
    'art',
    'ato',
    'blog',
    'bio',
    'cim',
    'cng',
    'cnt',
    'coop',
    'dev',
    'eco',
    'ecn',
    'edu',
    'emp',
    'eng',
    'esp',
    'etc',
    'eti',
    'far',
    'flog',
    'fnd',
    'fot',
    'fst',
    'g12',
    'geo',
    'gov',
    'ggf',
    'imb',
    'ind',
    'inf',
    'jor',
    'jus',
    'leg',
    'lel',
    'log',
    'mat',
    'med',
    'mil',
    'mp',
    'mus',
    'not',
    'ntr',
    'odo',
    'ppg',
    'pro',
    'psc',
    'psi',
    'qsl',
    'radio',
    'rec',
    'seg',
    'slg',
    'srv',
    'tec',
    'teo',
    'tmp',
    'trd',
    'tur',
    'tv',
    'vet',
    'vlog',
    'wiki',
    'zlg',
  ].map((label) => `${label}.br`),
  'co.uk',
  'org.uk',
  'com.pt',
  'com.ar',
  'com.mx',
  'com.co',
  'com.uy',
  'com.py',
  'com.au',
]);

const labelPattern = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
const ipv4Pattern = /^\d{1,3}(\.\d{1,3}){3}$/;

export interface DomainName {
  /** The domain as stored: lower case, ASCII (punycode), no trailing dot. */
  name: string;
  /** The registered domain it belongs to (seuestudio.com.br for www.seuestudio.com.br). */
  apex: string;
  /** The name is the registered domain itself: it takes A/AAAA records, not a CNAME. */
  isApex: boolean;
  /** The other form that serves too (and redirects): www.<apex> for the apex, the apex for www.<apex>. */
  twin: string | null;
}

const example = 'www.seuestudio.com.br';

/**
 * What the owner typed, as a domain: an address pasted with https:// or a path is taken for its host; IP addresses,
 * malformed names, bare suffixes and the platform's own names are refused with the reason.
 */
export function parseDomain(typed: string, options: { platformDomain?: string | undefined }): DomainName {
  let text = typed.trim().toLowerCase();
  if (!text) throw new InvalidDomainError(`Digite o domínio, como ${example}.`);
  text = text.replace(/^[a-z]+:\/\//, '').replace(/[/?#].*$/, '');
  if (ipv4Pattern.test(text) || text.includes(':') || text.startsWith('['))
    throw new InvalidDomainError(`Digite um domínio, como ${example}, e não um endereço IP ou uma porta.`);
  // Accented names (fotografiaçã.com.br) become their punycode form, as DNS and browsers know them.
  const ascii = URL.canParse(`http://${text}`) ? new URL(`http://${text}`).hostname : '';
  const name = ascii.replace(/\.$/, '');
  const labels = name.split('.');
  const invalid = new InvalidDomainError(
    `"${typed.trim()}" não é um domínio válido: use letras, números, hífens e pontos, como ${example}.`,
  );
  if (!name || name.length > 253 || labels.length < 2) throw invalid;
  if (!labels.every((label) => labelPattern.test(label))) throw invalid;
  if (/^\d+$/.test(labels[labels.length - 1]!)) throw invalid;
  const platform = options.platformDomain?.toLowerCase();
  for (const own of ['localhost', platform]) {
    if (own && (name === own || name.endsWith(`.${own}`)))
      throw new InvalidDomainError(
        'Esse endereço é da própria plataforma: digite um domínio registrado em nome do seu estúdio.',
      );
  }
  const suffixLength = multiLabelSuffixes.has(labels.slice(-2).join('.')) ? 2 : 1;
  if (labels.length <= suffixLength)
    throw new InvalidDomainError(`Digite o domínio completo, como ${example}.`);
  const apex = labels.slice(-suffixLength - 1).join('.');
  const isApex = name === apex;
  return { name, apex, isApex, twin: isApex ? `www.${apex}` : name === `www.${apex}` ? apex : null };
}

/** Both forms that serve a studio's domain (the lookup by host finds either). */
export function domainForms(domain: DomainName): string[] {
  return domain.twin ? [domain.name, domain.twin] : [domain.name];
}

export type DnsRecordType = 'A' | 'AAAA' | 'CNAME' | 'TXT';

export interface DnsRecord {
  type: DnsRecordType;
  /** The full name the record is for. */
  name: string;
  /** The name as registrars' panels ask for it: relative to the registered domain, '@' for the domain itself. */
  host: string;
  value: string;
  /**
   * serve: makes the domain reach the platform; proof: shows the domain is the studio's; twin: makes the other form
   * (www or without www) reach the platform too, to be redirected. Only serve and proof records are required.
   */
  purpose: 'serve' | 'proof' | 'twin';
}

/** The name of the TXT record that proves the domain is the studio's. */
export function proofRecordName(domain: string): string {
  return `_revela.${domain}`;
}

/** The TXT record's value: a fixed prefix (so owners recognise it) and random bytes as hex. */
export function domainTokenFrom(randomBytes: Uint8Array): string {
  return `revela-verificacao=${Array.from(randomBytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

const isIpv6 = (address: string) => address.includes(':');

function relativeHost(name: string, apex: string): string {
  return name === apex ? '@' : name.slice(0, -apex.length - 1);
}

function pointing(name: string, domain: DomainName, targets: DomainTargets): Omit<DnsRecord, 'purpose'>[] {
  const host = relativeHost(name, domain.apex);
  if (name !== domain.apex) return [{ type: 'CNAME', name, host, value: targets.target }];
  return targets.addresses.map((address) => ({
    type: isIpv6(address) ? ('AAAA' as const) : ('A' as const),
    name,
    host,
    value: address,
  }));
}

/** The records the owner creates at their registrar, in the order the page lists them. */
export function requiredRecords(domain: DomainName, token: string, targets: DomainTargets): DnsRecord[] {
  const proof = proofRecordName(domain.name);
  return [
    ...pointing(domain.name, domain, targets).map((record) => ({ ...record, purpose: 'serve' as const })),
    { type: 'TXT', name: proof, host: relativeHost(proof, domain.apex), value: token, purpose: 'proof' },
    ...(domain.twin ? pointing(domain.twin, domain, targets) : []).map((record) => ({
      ...record,
      purpose: 'twin' as const,
    })),
  ];
}

/** What the resolver said for one name and type: the values ([] when there is none), or null when it failed. */
export type DnsAnswers = ReadonlyMap<string, string[] | null>;

export const answerKey = (type: DnsRecordType, name: string) => `${type} ${name}`;

/** The lookups an evaluation needs: each record's own, and the addresses of CNAME names (flattened CNAMEs). */
export function lookupsFor(records: DnsRecord[]): { type: DnsRecordType; name: string }[] {
  const wanted = new Map<string, { type: DnsRecordType; name: string }>();
  for (const record of records) {
    const types: DnsRecordType[] = record.type === 'CNAME' ? ['CNAME', 'A', 'AAAA'] : [record.type];
    if (record.type === 'A' || record.type === 'AAAA') types.push(record.type === 'A' ? 'AAAA' : 'A');
    for (const type of types) wanted.set(answerKey(type, record.name), { type, name: record.name });
  }
  return [...wanted.values()];
}

export type RecordState = 'ok' | 'missing' | 'wrong';

export interface DomainEvaluation {
  /** holds: every required record is right; fails: one is not; unknown: the resolver did not answer. */
  outcome: 'holds' | 'fails' | 'unknown';
  states: { record: DnsRecord; state: RecordState }[];
  /** What is wrong, in the owner's words (null when it holds). */
  problem: string | null;
}

const bareName = (value: string) => value.trim().toLowerCase().replace(/\.$/, '');
const sameAddress = (a: string, b: string) => bareName(a) === bareName(b);

function describe(record: DnsRecord): string {
  return `${record.type} ${record.host} (${record.name})`;
}

/** Judges the resolver's answers against the records; an answer that failed makes the outcome unknown. */
export function evaluateRecords(
  records: DnsRecord[],
  answers: DnsAnswers,
  targets: DomainTargets,
): DomainEvaluation {
  const answer = (type: DnsRecordType, name: string) => answers.get(answerKey(type, name));
  const isOurs = (value: string) => targets.addresses.some((address) => sameAddress(address, value));
  const judged: { record: DnsRecord; state: RecordState; problem: string | null }[] = [];
  const reported = new Set<string>();
  let unknown = false;
  for (const record of records) {
    const values = answer(record.type, record.name);
    if (values === null || values === undefined) {
      if (record.purpose !== 'twin') unknown = true;
      continue;
    }
    const addresses = [...(answer('A', record.name) ?? []), ...(answer('AAAA', record.name) ?? [])];
    let state: RecordState;
    let problem: string | null = null;
    if (record.type === 'TXT') {
      const texts = values.map((value) => value.trim().replace(/^"|"$/g, ''));
      state = texts.includes(record.value) ? 'ok' : texts.length ? 'wrong' : 'missing';
      if (state === 'missing') problem = `Falta o registro TXT ${record.host} com o valor ${record.value}.`;
      if (state === 'wrong')
        problem = `O registro TXT ${record.host} tem outro valor (${texts.join(', ')}): ele deve ser exatamente ${record.value}.`;
    } else if (record.type === 'CNAME') {
      // A provider that flattens the CNAME answers with the target's addresses instead: ours are as good.
      const flattened =
        !values.length && targets.addresses.length > 0 && addresses.length > 0 && addresses.every(isOurs);
      const right = values.some((value) => sameAddress(value, record.value)) || flattened;
      state = right ? 'ok' : values.length || addresses.length ? 'wrong' : 'missing';
      if (state === 'missing')
        problem = `Falta o registro CNAME ${record.host} apontando para ${record.value}.`;
      if (state === 'wrong')
        problem = `O nome ${record.name} aponta para ${(values.length ? values : addresses).join(', ')}: o registro CNAME ${record.host} deve apontar para ${record.value}.`;
    } else {
      // Visitors sent to someone else's address would miss the studio: every A/AAAA of the name must be ours.
      const foreign = addresses.filter((value) => !isOurs(value));
      state = foreign.length
        ? 'wrong'
        : values.some((value) => sameAddress(value, record.value))
          ? 'ok'
          : 'missing';
      if (state === 'missing') problem = `Falta o registro ${describe(record)} com o valor ${record.value}.`;
      if (state === 'wrong' && !reported.has(record.name)) {
        reported.add(record.name);
        problem = `O nome ${record.name} também aponta para ${foreign.join(', ')}: exclua os registros A/AAAA ${record.host} com ${foreign.length === 1 ? 'esse valor' : 'esses valores'}.`;
      }
    }
    judged.push({ record, state, problem });
  }
  const states = judged.map(({ record, state }) => ({ record, state }));
  if (unknown) return { outcome: 'unknown', states, problem: null };
  // A missing AAAA while an A record is right still serves everyone (IPv4 reaches every visitor).
  const aWorks = (name: string) =>
    judged.some(({ record, state }) => record.name === name && record.type === 'A' && state === 'ok');
  const failing = judged.filter(
    ({ record, state }) =>
      record.purpose !== 'twin' &&
      state !== 'ok' &&
      !(record.type === 'AAAA' && state === 'missing' && aWorks(record.name)),
  );
  if (!failing.length) return { outcome: 'holds', states, problem: null };
  const problems = failing.map(({ problem }) => problem).filter((problem) => problem !== null);
  return { outcome: 'fails', states, problem: problems.join(' ') };
}

export type DomainStatus = 'PENDING' | 'ACTIVE' | 'BROKEN';

/**
 * The status after a check: records that hold make it ACTIVE; failing ones leave a PENDING domain pending and turn
 * an ACTIVE one BROKEN (it keeps serving, the owner is told); an unanswered lookup changes nothing.
 */
export function statusAfterCheck(current: DomainStatus, outcome: DomainEvaluation['outcome']): DomainStatus {
  if (outcome === 'unknown') return current;
  if (outcome === 'holds') return 'ACTIVE';
  return current === 'PENDING' ? 'PENDING' : 'BROKEN';
}
