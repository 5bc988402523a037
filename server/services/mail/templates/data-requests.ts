// The e-mails of a customer's LGPD request, in Portuguese with the studio's name and logo: the confirmation link,
// the copy ready to download, and the deletion done (sent to an address that is then purged from the outbox).
import type { DataRequestKind } from '../../../domain/data-requests.ts';
import { dataRequestPlainLine, htmlEmail } from './html.ts';
import type { EmailContent } from './order-emails.ts';

interface StudioFrame {
  studioName: string;
  accentColor?: string | null;
  logoUrl?: string | null;
}

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

function email(
  input: StudioFrame,
  subject: string,
  paragraphs: string[],
  button: { text: string; url: string } | null,
  storefrontLink: string,
): EmailContent {
  const action = button ? `\n\n${button.text}: ${button.url}` : '';
  return {
    subject: `${subject} - ${input.studioName}`,
    text: `${paragraphs.join('\n\n')}${action}\n\n${input.studioName}\n${dataRequestPlainLine(storefrontLink)}`,
    html: htmlEmail({
      heading: input.studioName,
      accentColor: input.accentColor,
      logoUrl: input.logoUrl,
      paragraphs,
      ...(button && { button }),
      storefrontLink,
    }),
  };
}

const asked: Record<DataRequestKind, string> = {
  EXPORT: 'uma cópia dos seus dados',
  DELETION: 'a exclusão dos seus dados',
};

/** 'Confirme o seu pedido': the one-time link, valid 48 hours. */
export function dataRequestConfirmationEmail(
  input: StudioFrame & { kind: DataRequestKind; link: string; expiresAt: Date },
): EmailContent {
  const what =
    input.kind === 'EXPORT'
      ? 'Depois de confirmar, preparamos um arquivo com os seus dados nesta loja (pedidos, carrinhos, favoritas, avisos, consentimentos e e-mails enviados) e mandamos o link para baixá-lo.'
      : 'Depois de confirmar, a loja exclui os seus dados em até 15 dias. Dos pedidos ficam só os valores, as datas e os itens, que a loja precisa guardar para a sua contabilidade, sem o seu nome, e-mail, CPF, telefone ou endereço.';
  return email(
    input,
    'Confirme o seu pedido',
    [
      'Olá!',
      `Recebemos um pedido de ${asked[input.kind]} em ${input.studioName}.`,
      what,
      `O link vale até ${dateTime.format(input.expiresAt)}. Se não foi você que pediu, ignore este e-mail: nada será feito.`,
    ],
    { text: 'Confirmar o pedido', url: input.link },
    input.link,
  );
}

/** The copy is ready: a signed link valid until `expiresAt` (7 days). */
export function dataRequestExportReadyEmail(
  input: StudioFrame & { link: string; expiresAt: Date },
): EmailContent {
  return email(
    input,
    'A cópia dos seus dados está pronta',
    [
      'Olá!',
      `A cópia dos seus dados em ${input.studioName} está pronta: um arquivo ZIP com os dados em JSON (dados.json) e numa página para ler no navegador (dados.html).`,
      `O link vale até ${dateTime.format(input.expiresAt)}; depois disso o arquivo é apagado.`,
    ],
    { text: 'Baixar os meus dados', url: input.link },
    input.link,
  );
}

/** The deletion is done. Its address is purged from the outbox once sent. */
export function dataRequestDeletionDoneEmail(input: StudioFrame & { storefrontUrl: string }): EmailContent {
  return email(
    input,
    'Seus dados foram excluídos',
    [
      'Olá!',
      `Os seus dados em ${input.studioName} foram excluídos, como você pediu.`,
      'Dos pedidos ficaram só os valores, as datas e os itens, que a loja precisa guardar para a sua contabilidade, sem o seu nome, e-mail, CPF, telefone ou endereço. Este e-mail também não fica guardado: o seu endereço é apagado assim que ele é enviado.',
    ],
    null,
    input.storefrontUrl,
  );
}
