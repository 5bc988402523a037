// A customer's data in one studio (LGPD art. 18, access and portability): every row about the person found by their
// e-mail (and CPF), as JSON and as a readable page in Portuguese, written as one ZIP into the platform's storage.
// The same search decides what a deletion touches (customer-erasure.ts), so the copy holds every row it removes.
import { Readable } from 'node:stream';
import type { Db } from '../../database/database.ts';
import { type AddressColumns, addressOf, addressWords } from '../../domain/address.ts';
import { formatDateTime } from '../../domain/calendar.ts';
import { formatBrl } from '../../domain/money.ts';
import { normaliseSubject } from '../../domain/privacy.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { escapeHtml } from '../mail/templates/html.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { nodeStreamOf, zipOfStoredFiles } from '../storage/stored-zip.ts';
import { orderJson } from '../studios/studio-export.ts';

/** Whose data: the e-mail lower-cased, the CPF's digits when given. */
export type DataSubject = { studioId: string; email: string; cpf?: string };

type Tx = Db | Prisma.TransactionClient;

/** The ids of every row of the studio about the person: what the copy shows and the deletion handles. */
export interface SubjectRows {
  email: string;
  cpf: string;
  sessionIds: string[];
  orderIds: string[];
  cartIds: string[];
  alertIds: string[];
  invitationIds: string[];
  reminderIds: string[];
  optOutIds: string[];
  noticeIds: string[];
  consentIds: string[];
  emailIds: string[];
  dataRequestIds: string[];
  notificationIds: string[];
  /** RateLimitBucket keys counting the person's requests (`<what>:<studioId>:<email>`). */
  counterKeys: string[];
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
const unique = (values: (string | null | undefined)[]) => [
  ...new Set(values.filter((value): value is string => !!value)),
];
const sameText = (value: string) => ({ equals: value, mode: 'insensitive' as const });

/**
 * Finds the person's rows: orders and gallery sessions by e-mail or CPF; alerts, invitations (also by a WhatsApp
 * the person gave), reminders, opt-outs, expiry notices, consents and data requests by e-mail; the sessions their
 * invitation, alert or order opened that hold nobody's data; the carts of those sessions and orders; every e-mail
 * to them or about their orders (the studio's notice of a paid order names the customer); Mercado Pago's
 * notifications of their payments; the rate-limit counters keyed by their e-mail.
 */
export async function findSubjectRows(tx: Tx, who: DataSubject): Promise<SubjectRows> {
  const { studioId } = who;
  const { email, cpf } = normaliseSubject(who);
  // An empty e-mail would match every anonymised row (orders, consents, sessions without data): never a person.
  if (!email.includes('@')) throw new Error('A data subject is found by their e-mail address');
  const byEmail = { studioId, email: sameText(email) };
  const orders = await tx.order.findMany({
    where: {
      studioId,
      OR: [{ customerEmail: sameText(email) }, ...(cpf ? [{ customerCpf: cpf }] : [])],
    },
    select: {
      id: true,
      sessionId: true,
      cartId: true,
      customerWhatsApp: true,
      payments: { select: { providerPaymentId: true } },
    },
  });
  const ownSessions = await tx.gallerySession.findMany({
    where: { studioId, OR: [{ email: sameText(email) }, ...(cpf ? [{ cpf }] : [])] },
    select: { id: true, whatsApp: true },
  });
  const phones = unique([
    ...orders.map((order) => order.customerWhatsApp),
    ...ownSessions.map((session) => session.whatsApp),
  ]);
  const [alerts, invitations] = await Promise.all([
    tx.photoAlert.findMany({ where: byEmail, select: { id: true } }),
    tx.eventInvitation.findMany({
      where: {
        studioId,
        OR: [{ email: sameText(email) }, ...(phones.length ? [{ whatsApp: { in: phones } }] : [])],
      },
      select: { id: true },
    }),
  ]);
  // Sessions opened from the person's links, or that placed their orders, without anybody's data in them.
  const openedSessions = await tx.gallerySession.findMany({
    where: {
      studioId,
      email: '',
      cpf: '',
      OR: [
        { invitationId: { in: ids(invitations) } },
        { photoAlertId: { in: ids(alerts) } },
        { id: { in: unique(orders.map((order) => order.sessionId)) } },
      ],
    },
    select: { id: true },
  });
  const sessionIds = unique([...ids(ownSessions), ...ids(openedSessions)]);
  const orderIds = ids(orders);
  const providerPaymentIds = unique(
    orders.flatMap((order) => order.payments.map((p) => p.providerPaymentId)),
  );
  const [carts, reminders, optOuts, notices, consents, emails, requests, notifications, counters] =
    await Promise.all([
      tx.cart.findMany({
        where: {
          studioId,
          OR: [
            { sessionId: { in: sessionIds } },
            { id: { in: unique(orders.map((order) => order.cartId)) } },
          ],
        },
        select: { id: true },
      }),
      tx.cartReminder.findMany({ where: byEmail, select: { id: true } }),
      tx.cartReminderOptOut.findMany({ where: byEmail, select: { id: true } }),
      tx.eventExpiryNotice.findMany({ where: byEmail, select: { id: true } }),
      tx.customerConsent.findMany({
        where: { studioId, OR: [{ email: sameText(email) }, { sessionId: { in: sessionIds } }] },
        select: { id: true },
      }),
      tx.emailMessage.findMany({
        where: {
          studioId,
          OR: [{ toAddress: sameText(email) }, { replyTo: sameText(email) }, { orderId: { in: orderIds } }],
        },
        select: { id: true },
      }),
      tx.dataRequest.findMany({
        where: { studioId, OR: [{ email: sameText(email) }, ...(cpf ? [{ cpf }] : [])] },
        select: { id: true },
      }),
      providerPaymentIds.length
        ? tx.paymentNotification.findMany({
            where: { studioId, dataId: { in: providerPaymentIds } },
            select: { id: true },
          })
        : [],
      tx.rateLimitBucket.findMany({
        where: { key: { endsWith: `:${studioId}:${email}` } },
        select: { key: true },
      }),
    ]);
  return {
    email,
    cpf,
    sessionIds,
    orderIds,
    cartIds: ids(carts),
    alertIds: ids(alerts),
    invitationIds: ids(invitations),
    reminderIds: ids(reminders),
    optOutIds: ids(optOuts),
    noticeIds: ids(notices),
    consentIds: ids(consents),
    emailIds: ids(emails),
    dataRequestIds: ids(requests),
    notificationIds: ids(notifications),
    counterKeys: counters.map((counter) => counter.key),
  };
}

// --- The copy -----------------------------------------------------------------------------------------------------

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** The address in the spec's words, or null when none was given. */
const addressIn = (row: AddressColumns) => (row.addressCep ? addressWords(addressOf(row)) : null);

/** Everything the studio holds about the person, each row with its id; values as stored (money in centavos). */
export async function collectCustomerData(db: Db, who: DataSubject) {
  const rows = await findSubjectRows(db, who);
  const studio = await db.studio.findUniqueOrThrow({
    where: { id: who.studioId },
    select: { id: true, name: true, slug: true },
  });
  const [
    sessions,
    carts,
    orders,
    alerts,
    reminders,
    optOuts,
    consents,
    invitations,
    notices,
    emails,
    requests,
  ] = await Promise.all([
    db.gallerySession.findMany({
      where: { id: { in: rows.sessionIds } },
      orderBy: { createdAt: 'asc' },
      include: {
        event: { select: { name: true, slug: true } },
        favorites: { orderBy: { createdAt: 'asc' }, include: { photo: { select: { name: true } } } },
        refreshTokens: { orderBy: { createdAt: 'asc' } },
      },
    }),
    db.cart.findMany({
      where: { id: { in: rows.cartIds } },
      orderBy: { createdAt: 'asc' },
      include: {
        event: { select: { name: true } },
        items: { orderBy: { createdAt: 'asc' }, include: { photo: { select: { name: true } } } },
      },
    }),
    db.order.findMany({
      where: { id: { in: rows.orderIds } },
      orderBy: { createdAt: 'asc' },
      include: { items: { orderBy: { position: 'asc' } }, payments: { orderBy: { createdAt: 'asc' } } },
    }),
    db.photoAlert.findMany({
      where: { id: { in: rows.alertIds } },
      orderBy: { createdAt: 'asc' },
      include: {
        event: { select: { name: true } },
        matches: { orderBy: { matchedAt: 'asc' }, include: { photo: { select: { name: true } } } },
      },
    }),
    db.cartReminder.findMany({ where: { id: { in: rows.reminderIds } }, orderBy: { sentAt: 'asc' } }),
    db.cartReminderOptOut.findMany({ where: { id: { in: rows.optOutIds } }, orderBy: { createdAt: 'asc' } }),
    db.customerConsent.findMany({ where: { id: { in: rows.consentIds } }, orderBy: { acceptedAt: 'asc' } }),
    db.eventInvitation.findMany({
      where: { id: { in: rows.invitationIds } },
      orderBy: { createdAt: 'asc' },
      include: { event: { select: { name: true } } },
    }),
    db.eventExpiryNotice.findMany({
      where: { id: { in: rows.noticeIds } },
      orderBy: { sentAt: 'asc' },
      include: { event: { select: { name: true } } },
    }),
    db.emailMessage.findMany({ where: { id: { in: rows.emailIds } }, orderBy: { createdAt: 'asc' } }),
    db.dataRequest.findMany({ where: { id: { in: rows.dataRequestIds } }, orderBy: { requestedAt: 'asc' } }),
  ]);
  const notifications = await db.paymentNotification.findMany({
    where: { id: { in: rows.notificationIds } },
    orderBy: { receivedAt: 'asc' },
  });
  const counters = await db.rateLimitBucket.findMany({ where: { key: { in: rows.counterKeys } } });
  return {
    geradoEm: new Date().toISOString(),
    estudio: { id: studio.id, nome: studio.name, urlEstudio: studio.slug },
    titular: { email: rows.email, cpf: rows.cpf || null },
    sessoes: sessions.map((session) => ({
      id: session.id,
      evento: session.event.name,
      urlEvento: session.event.slug,
      tipo: session.kind,
      dadosPessoais: {
        nome: session.firstName,
        sobrenome: session.lastName,
        email: session.email,
        whatsApp: session.whatsApp,
        cpf: session.cpf,
      },
      endereco: addressIn(session),
      criadaEm: iso(session.createdAt),
      ultimoAcessoEm: iso(session.lastSeenAt),
      conviteId: session.invitationId,
      alertaId: session.photoAlertId,
      acessos: session.refreshTokens.map((token) => ({
        id: token.id,
        criadoEm: iso(token.createdAt),
        expiraEm: iso(token.expiresAt),
        revogadoEm: iso(token.revokedAt),
      })),
    })),
    favoritas: sessions.flatMap((session) =>
      session.favorites.map((favorite) => ({
        id: favorite.id,
        sessaoId: session.id,
        evento: session.event.name,
        foto: favorite.photo.name,
        marcadaEm: iso(favorite.createdAt),
      })),
    ),
    carrinhos: carts.map((cart) => ({
      id: cart.id,
      sessaoId: cart.sessionId,
      evento: cart.event.name,
      situacao: cart.status,
      entrega: cart.deliveryPreference,
      cepDoFrete: cart.shippingCep,
      criadoEm: iso(cart.createdAt),
      atualizadoEm: iso(cart.updatedAt),
      itens: cart.items.map((item) => ({
        id: item.id,
        foto: item.photo.name,
        formato: item.format,
        quantidade: item.quantity,
        adicionadoEm: iso(item.createdAt),
      })),
    })),
    pedidos: orders.map((order) => ({
      ...orderJson(order),
      servicoDeEntrega: order.shippingServiceName,
      liberadoEm: iso(order.digitalReleasedAt),
      enviadoEm: iso(order.shippedAt),
      pagamentos: order.payments.map((payment) => ({
        id: payment.id,
        idNoMercadoPago: payment.providerPaymentId,
        situacao: payment.status,
        meio: payment.paymentMethodId,
        tipo: payment.paymentTypeId,
        parcelas: payment.installments,
        valorCentavos: payment.amountCents,
        criadoEm: iso(payment.createdAt),
        aprovadoEm: iso(payment.approvedAt),
      })),
    })),
    notificacoesDePagamento: notifications.map((notification) => ({
      id: notification.id,
      topico: notification.topic,
      acao: notification.action,
      pagamento: notification.dataId,
      recebidaEm: iso(notification.receivedAt),
    })),
    alertasDeFotos: alerts.map((alert) => ({
      id: alert.id,
      evento: alert.event.name,
      email: alert.email,
      numeroDePeito: alert.raceNumber,
      // The face's numbers are not a copy anyone can read: the copy says whether one is kept.
      rostoGuardado: alert.embedding !== null,
      consentimento: { versao: alert.consentVersion, texto: alert.consentText, em: iso(alert.consentedAt) },
      criadoEm: iso(alert.createdAt),
      ultimoEnvioEm: iso(alert.lastSentAt),
      enviados: alert.sentCount,
      canceladoEm: iso(alert.unsubscribedAt),
      fotosEncontradas: alert.matches.map((match) => ({
        id: match.photoId,
        foto: match.photo.name,
        encontradaEm: iso(match.matchedAt),
        avisadaEm: iso(match.notifiedAt),
      })),
    })),
    lembretesDeCarrinho: reminders.map((reminder) => ({
      id: reminder.id,
      email: reminder.email,
      carrinhoId: reminder.cartId,
      enviadoEm: iso(reminder.sentAt),
    })),
    recusasDeLembretes: optOuts.map((optOut) => ({
      id: optOut.id,
      email: optOut.email,
      em: iso(optOut.createdAt),
    })),
    consentimentos: consents.map((consent) => ({
      id: consent.id,
      sessaoId: consent.sessionId,
      email: consent.email,
      finalidade: consent.purpose,
      politica: consent.policyLabel,
      aceitoEm: iso(consent.acceptedAt),
      retiradoEm: iso(consent.withdrawnAt),
    })),
    convites: invitations.map((invitation) => ({
      id: invitation.id,
      evento: invitation.event.name,
      nome: invitation.name,
      email: invitation.email,
      whatsApp: invitation.whatsApp,
      enviadoEm: iso(invitation.sentAt),
      envios: invitation.sendCount,
      abertoEm: iso(invitation.openedAt),
      favoritouEm: iso(invitation.favoritedAt),
      comprouEm: iso(invitation.boughtAt),
    })),
    avisosDeExpiracao: notices.map((notice) => ({
      id: notice.id,
      evento: notice.event.name,
      email: notice.email,
      diasAntes: notice.daysBefore,
      galeriaExpiraEm: iso(notice.expiresAt),
      enviadoEm: iso(notice.sentAt),
    })),
    emails: emails.map((message) => ({
      id: message.id,
      tipo: message.kind,
      para: message.toAddress,
      responderPara: message.replyTo,
      assunto: message.subject,
      situacao: message.status,
      criadoEm: iso(message.createdAt),
      enviadoEm: iso(message.sentAt),
      conteudoApagadoEm: iso(message.purgedAt),
      texto: message.textBody,
      html: message.htmlBody,
    })),
    solicitacoes: requests.map((request) => ({
      id: request.id,
      tipo: request.kind,
      situacao: request.status,
      origem: request.source,
      email: request.email,
      cpf: request.cpf,
      pedidaEm: iso(request.requestedAt),
      confirmadaEm: iso(request.confirmedAt),
      prazo: iso(request.dueAt),
      concluidaEm: iso(request.completedAt),
    })),
    contadoresDeTentativas: counters.map((counter) => ({
      id: counter.key,
      tentativas: counter.count,
      desde: iso(counter.windowStartsAt),
    })),
  };
}

export type CustomerDataExport = Awaited<ReturnType<typeof collectCustomerData>>;

// --- The readable page --------------------------------------------------------------------------------------------

const sectionTitles: Record<string, string> = {
  sessoes: 'Visitas às galerias (dados pessoais e endereço)',
  favoritas: 'Fotos favoritas',
  carrinhos: 'Carrinhos',
  pedidos: 'Pedidos',
  notificacoesDePagamento: 'Avisos de pagamento do Mercado Pago',
  alertasDeFotos: "Alertas 'Avise-me quando eu aparecer'",
  lembretesDeCarrinho: 'Lembretes de carrinho enviados',
  recusasDeLembretes: 'Pedidos para não receber lembretes',
  consentimentos: 'Consentimentos',
  convites: 'Convites para galerias',
  avisosDeExpiracao: "Avisos de 'última chance'",
  emails: 'E-mails enviados',
  solicitacoes: 'Solicitações sobre os seus dados',
  contadoresDeTentativas: 'Contadores de tentativas (proteção contra abuso)',
};

const labels: Record<string, string> = {
  id: 'Identificador',
  evento: 'Evento',
  urlEvento: 'Endereço do evento',
  tipo: 'Tipo',
  dadosPessoais: 'Dados pessoais',
  nome: 'Nome',
  sobrenome: 'Sobrenome',
  email: 'E-mail',
  whatsApp: 'WhatsApp',
  cpf: 'CPF',
  endereco: 'Endereço',
  cep: 'CEP',
  logradouro: 'Logradouro',
  rua: 'Rua',
  numeroRua: 'Número',
  complementoRua: 'Complemento',
  numero: 'Número',
  complemento: 'Complemento',
  nomeFoto: 'Nome da foto',
  entregaDigital: 'Entrega digital',
  entregaFisica: 'Entrega das impressas',
  bairro: 'Bairro',
  cidade: 'Cidade',
  uf: 'UF',
  destinatario: 'Destinatário',
  criadaEm: 'Criada em',
  criadoEm: 'Criado em',
  ultimoAcessoEm: 'Último acesso em',
  conviteId: 'Convite',
  alertaId: 'Alerta',
  acessos: 'Acessos',
  expiraEm: 'Expira em',
  revogadoEm: 'Encerrado em',
  sessaoId: 'Visita',
  foto: 'Foto',
  marcadaEm: 'Marcada em',
  situacao: 'Situação',
  entrega: 'Entrega',
  cepDoFrete: 'CEP do frete',
  atualizadoEm: 'Atualizado em',
  itens: 'Itens',
  formato: 'Formato',
  quantidade: 'Quantidade',
  adicionadoEm: 'Adicionado em',
  pagamento: 'Pagamento',
  cliente: 'Cliente',
  servicoDeEntrega: 'Serviço de entrega',
  codigoDeRastreio: 'Código de rastreio',
  subtotalCentavos: 'Subtotal',
  descontoCentavos: 'Desconto',
  freteCentavos: 'Frete',
  totalCentavos: 'Total',
  pagoEm: 'Pago em',
  liberadoEm: 'Fotos liberadas em',
  enviadoEm: 'Enviado em',
  arquivo: 'Arquivo',
  largura: 'Largura',
  altura: 'Altura',
  unidade: 'Unidade',
  precoUnitarioCentavos: 'Preço unitário',
  pagamentos: 'Pagamentos',
  idNoMercadoPago: 'Número no Mercado Pago',
  meio: 'Meio',
  parcelas: 'Parcelas',
  valorCentavos: 'Valor',
  aprovadoEm: 'Aprovado em',
  topico: 'Tópico',
  acao: 'Ação',
  recebidaEm: 'Recebida em',
  numeroDePeito: 'Número de peito',
  rostoGuardado: 'Rosto da selfie guardado',
  consentimento: 'Consentimento',
  versao: 'Versão',
  texto: 'Texto',
  em: 'Em',
  ultimoEnvioEm: 'Último envio em',
  enviados: 'E-mails enviados',
  canceladoEm: 'Cancelado em',
  fotosEncontradas: 'Fotos encontradas',
  encontradaEm: 'Encontrada em',
  avisadaEm: 'Avisada em',
  carrinhoId: 'Carrinho',
  finalidade: 'Finalidade',
  politica: 'Versão da política',
  aceitoEm: 'Aceito em',
  retiradoEm: 'Retirado em',
  envios: 'Envios',
  abertoEm: 'Aberto em',
  favoritouEm: 'Favoritou em',
  comprouEm: 'Comprou em',
  diasAntes: 'Dias antes',
  galeriaExpiraEm: 'Galeria expira em',
  para: 'Para',
  responderPara: 'Responder para',
  assunto: 'Assunto',
  conteudoApagadoEm: 'Conteúdo apagado em',
  html: 'Versão HTML',
  origem: 'Origem',
  pedidaEm: 'Pedida em',
  confirmadaEm: 'Confirmada em',
  prazo: 'Prazo',
  concluidaEm: 'Concluída em',
  tentativas: 'Tentativas',
  desde: 'Desde',
};

const isoPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function valueHtml(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '<span class="vazio">—</span>';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'number' && key.endsWith('Centavos')) return escapeHtml(formatBrl(value));
  if (typeof value === 'string' && isoPattern.test(value)) return escapeHtml(formatDateTime(new Date(value)));
  // The e-mail's HTML is shown as its source: the copy must never run what it quotes.
  if (typeof value === 'string') return `<span class="texto">${escapeHtml(value)}</span>`;
  if (Array.isArray(value))
    return value.length
      ? `<ol>${value.map((item) => `<li>${valueHtml(key, item)}</li>`).join('')}</ol>`
      : '<span class="vazio">nenhum</span>';
  if (typeof value === 'object') return recordHtml(value as Record<string, unknown>);
  return escapeHtml(String(value));
}

function recordHtml(record: Record<string, unknown>): string {
  const rows = Object.entries(record).map(
    ([key, value]) => `<tr><th>${escapeHtml(labels[key] ?? key)}</th><td>${valueHtml(key, value)}</td></tr>`,
  );
  return `<table>${rows.join('')}</table>`;
}

/** The copy as a page anyone can read in a browser, every value escaped. */
export function renderCustomerDataHtml(data: CustomerDataExport, studioName: string): string {
  const sections = Object.entries(sectionTitles).map(([key, title]) => {
    const rows = data[key as keyof CustomerDataExport] as unknown[];
    const body = rows.length
      ? rows.map((row) => `<section class="registro">${recordHtml(row as Record<string, unknown>)}</section>`)
      : ['<p class="vazio">Nenhum registro.</p>'];
    return `<h2>${escapeHtml(title)} (${rows.length})</h2>\n${body.join('\n')}`;
  });
  const cpf = data.titular.cpf ? ` e ao CPF ${escapeHtml(data.titular.cpf)}` : '';
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Seus dados em ${escapeHtml(studioName)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 1rem auto; max-width: 56rem; padding: 0 1rem; color: #222; }
table { border-collapse: collapse; width: 100%; margin: 0.25rem 0; }
th, td { text-align: left; vertical-align: top; padding: 0.25rem 0.5rem; border-bottom: 1px solid #ddd; }
th { width: 12rem; font-weight: 600; }
td { overflow-wrap: anywhere; }
.registro { border: 1px solid #ccc; border-radius: 0.5rem; padding: 0.5rem; margin: 0.75rem 0; }
.texto { white-space: pre-wrap; }
.vazio { color: #777; }
@media (max-width: 30rem) { th { width: auto; } th, td { display: block; } }
</style>
</head>
<body>
<h1>Seus dados em ${escapeHtml(studioName)}</h1>
<p>Tudo o que ${escapeHtml(studioName)} guarda na plataforma Revela ligado ao e-mail ${escapeHtml(data.titular.email)}${cpf}, gerado em ${escapeHtml(formatDateTime(new Date(data.geradoEm)))}. Os mesmos dados estão no arquivo dados.json, para levar a outro serviço.</p>
${sections.join('\n')}
</body>
</html>
`;
}

// --- The ZIP ------------------------------------------------------------------------------------------------------

/**
 * Writes the copy (dados.json and dados.html) as a ZIP at `storageKey` in the platform's storage and answers its
 * size. A failure removes what was written and throws.
 */
export async function writeCustomerExportZip(
  services: { db: Db; storage: FileStorage },
  storageKey: string,
  who: DataSubject,
): Promise<{ sizeBytes: number }> {
  const { db, storage } = services;
  const data = await collectCustomerData(db, who);
  const json = `${JSON.stringify(data, null, 2)}\n`;
  const html = renderCustomerDataHtml(data, data.estudio.nome);
  const date = new Date(data.geradoEm);
  let zipError: unknown = null;
  const zip = zipOfStoredFiles(
    storage,
    [
      { name: 'dados.json', content: () => Readable.from([Buffer.from(json)]) },
      { name: 'dados.html', content: () => Readable.from([Buffer.from(html)]) },
    ],
    {
      date,
      onError: (error) => {
        zipError = error;
      },
    },
  );
  try {
    await storage.put(storageKey, nodeStreamOf(zip), { contentType: 'application/zip' });
    if (zipError) throw zipError;
  } catch (error) {
    await storage.delete([storageKey]);
    throw zipError ?? error;
  }
  const stored = await storage.open(storageKey);
  if (!stored) throw new Error(`Customer export missing after writing: ${storageKey}`);
  return { sizeBytes: stored.size };
}
