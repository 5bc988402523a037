// GET /api/adm/pedidos.csv: the studio's orders as a spreadsheet, with the list's filters in the address
// (evento, pagamento, entrega, acao, de, ate, busca; see domain/order-list.ts). Streamed as it is read.
// GET /api/adm/pedidos/{pedidoId}/impressao.zip: the order's prints for the lab, cropped, streamed.
import { dayOf } from '../../domain/calendar.ts';
import { uuidOrNil } from '../../domain/ids.ts';
import { parseOrderListParams } from '../../domain/order-list.ts';
import { orderNotFoundMessage } from '../../services/orders/order-archive.ts';
import { mayDownloadPrints, studioPrintArchive } from '../../services/orders/print-archive.ts';
import { studioOrdersCsv } from '../../services/orders/studio-orders.ts';
import { requireStudio } from '../../services/request-context.ts';
import { attachmentDisposition } from '../../services/storage/file-storage.ts';
import { message } from '../answers.ts';
import { sendOrderArchive } from '../downloads.ts';
import type { RestRoute } from '../route.ts';

const refuse = (status: number, text: string) =>
  Response.json(message(status, text).body, { status, headers: { 'Cache-Control': 'no-store' } });

export const adminOrderExportRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/adm/pedidos.csv',
    auth: 'admin',
    handle: async ({ query }, context) => {
      const { filter, error } = parseOrderListParams(query);
      if (!filter) return refuse(400, error);
      const fileName = `pedidos-${requireStudio(context).slug}-${dayOf(new Date())}.csv`;
      return new Response(studioOrdersCsv(context, filter), {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': attachmentDisposition(fileName),
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    },
    doc: {
      tag: 'Pedidos',
      summary: 'Os pedidos do estúdio como planilha (CSV), com os filtros de /adm/pedidos',
      query: {
        evento: { description: 'O urlEvento.' },
        pagamento: { description: 'Situações do pagamento, separadas por vírgula (APPROVED, PENDING...).' },
        entrega: { description: 'Situações da entrega, separadas por vírgula.' },
        acao: { description: '1: só os pedidos pagos que esperam o estúdio.' },
        de: { description: 'Primeiro dia do pedido, aaaa-mm-dd.' },
        ate: { description: 'Último dia do pedido, aaaa-mm-dd.' },
        busca: { description: 'Parte do nome ou e-mail do cliente, ou o número do pedido.' },
      },
      answers: {
        200: { description: 'A planilha, escrita enquanto é lida.', contentType: 'text/csv' },
        400: { description: 'Um filtro inválido (a mensagem diz qual).' },
      },
    },
  },
  {
    // The studio admin's token, or the short-lived ?link= the order page gets (createPrintArchiveLink).
    method: 'GET',
    path: '/api/adm/pedidos/:pedidoId/impressao.zip',
    handle: async ({ params, query, raw }, context) => {
      const orderId = uuidOrNil(params.pedidoId!);
      if (!context.studio || !mayDownloadPrints(context, orderId, query.get('link')))
        return refuse(404, orderNotFoundMessage);
      const archive = await studioPrintArchive(context, orderId);
      return sendOrderArchive(context.services, archive, raw, (error) =>
        context.services.log(`The print ZIP of order ${archive.orderId} stopped: ${String(error)}`),
      );
    },
    doc: {
      tag: 'Pedidos',
      summary: 'As fotos impressas do pedido, recortadas, num ZIP para o laboratório',
      description:
        'Com o token do estúdio, ou com o link curto de createPrintArchiveLink (GraphQL) em ?link=.',
      query: { link: { description: 'O código do link curto.' } },
      answers: {
        200: { description: 'O ZIP.', contentType: 'application/zip' },
        404: { description: 'Pedido não encontrado.' },
      },
    },
  },
];
