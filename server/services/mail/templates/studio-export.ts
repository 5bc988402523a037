// The e-mails of leaving with one's data: the export is ready (with its link), the closing was asked for.
import { closingDateText } from '../../../domain/studio-closure.ts';
import { htmlEmail } from './html.ts';

export function studioExportReadyEmail(input: {
  studioName: string;
  link: string;
  expiresAt: Date;
  forClosing: boolean;
  closesAt: Date | null;
}) {
  const intro =
    'A exportação dos dados da loja está pronta: eventos, fotos originais, tabelas de preços, clientes e pedidos, em um arquivo ZIP.';
  const until = `O link funciona até ${closingDateText(input.expiresAt)}; depois disso o arquivo é apagado. Ele também fica em Configurações > Exportar dados.`;
  const closing =
    input.forClosing && input.closesAt
      ? [
          `A loja será encerrada em ${closingDateText(input.closesAt)}. Até lá é possível cancelar o encerramento em Configurações > Exportar dados.`,
        ]
      : [];
  const paragraphs = [intro, until, ...closing];
  return {
    subject: `Exportação de dados pronta - ${input.studioName}`,
    text: `${paragraphs.join('\n\n')}\n\nBaixar os dados: ${input.link}\n`,
    html: htmlEmail({
      heading: input.studioName,
      paragraphs,
      button: { text: 'Baixar os dados', url: input.link },
    }),
  };
}

export function studioClosingRequestedEmail(input: { studioName: string; closesAt: Date; link: string }) {
  const paragraphs = [
    `O encerramento da loja foi pedido. Em ${closingDateText(input.closesAt)} a loja, seus eventos, fotos, pedidos e clientes serão apagados da plataforma.`,
    'Uma exportação de todos os dados foi iniciada: o link para baixá-la chega em outro e-mail assim que ela ficar pronta.',
    'Até lá a loja continua no ar e os clientes continuam baixando as fotos compradas. Para cancelar o encerramento, abra Configurações > Exportar dados.',
  ];
  return {
    subject: `Encerramento da loja pedido - ${input.studioName}`,
    text: `${paragraphs.join('\n\n')}\n${input.link}\n`,
    html: htmlEmail({
      heading: input.studioName,
      paragraphs,
      button: { text: 'Abrir Exportar dados', url: input.link },
    }),
  };
}
