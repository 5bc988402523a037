// GET /api/adm/eventos/{eventoId}/originais.zip: an event's originals as uploaded, one ZIP streamed from storage.
// GET /api/adm/exportacoes/{exportacaoId}/dados.zip: a finished 'Exportar dados' ZIP (from object storage by a
// redirect to a short-lived presigned address, from the folder as a stream), for 7 days.
// The event's ZIP takes the studio admin's token or the short-lived ?link= the event page gets; the export takes only
// its signed ?link= (e-mailed to the owner and listed on the owner's page), never a member's token alone.
import { uuidOrNil } from '../../domain/ids.ts';
import {
  eventNotFoundMessage,
  eventOriginalsArchive,
  mayDownloadEventOriginals,
} from '../../services/events/event-originals.ts';
import {
  downloadableExport,
  exportNotFoundMessage,
  isExportLinkCode,
} from '../../services/studios/studio-export.ts';
import { message } from '../answers.ts';
import { sendDownload, sendOrderArchive } from '../downloads.ts';
import type { RestRoute } from '../route.ts';

const refuse = (status: number, text: string) =>
  Response.json(message(status, text).body, { status, headers: { 'Cache-Control': 'no-store' } });

export const adminDataExportRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/adm/eventos/:eventoId/originais.zip',
    handle: async ({ params, query, raw }, context) => {
      const eventId = uuidOrNil(params.eventoId!);
      if (!context.studio || !mayDownloadEventOriginals(context, eventId, query.get('link')))
        return refuse(404, eventNotFoundMessage);
      const archive = await eventOriginalsArchive(context, eventId);
      return sendOrderArchive(context.services, archive, raw, (error) =>
        context.services.log(`The originals ZIP of event ${archive.eventId} stopped: ${String(error)}`),
      );
    },
    doc: {
      tag: 'Eventos e fotos',
      summary: 'As fotos originais do evento, como foram enviadas, num ZIP',
      description:
        'Com o token do estúdio, ou com o link curto de createEventOriginalsLink (GraphQL) em ?link=.',
      query: { link: { description: 'O código do link curto.' } },
      answers: {
        200: { description: 'O ZIP.', contentType: 'application/zip' },
        404: { description: 'Evento não encontrado.' },
      },
    },
  },
  {
    method: 'GET',
    path: '/api/adm/exportacoes/:exportacaoId/dados.zip',
    handle: async ({ params, query }, context) => {
      const exportId = uuidOrNil(params.exportacaoId!);
      if (!context.studio || !isExportLinkCode(context.services, exportId, query.get('link')))
        return refuse(404, exportNotFoundMessage);
      const file = await downloadableExport(context.db, context.studio.id, exportId);
      return sendDownload(context.services, file);
    },
    doc: {
      tag: 'Estúdio',
      summary: "Uma exportação pronta de 'Exportar dados' (por 7 dias)",
      description: 'Só com o link assinado que o e-mail ao proprietário traz; o token sozinho não basta.',
      query: { link: { description: 'O código do link assinado.', required: true } },
      answers: {
        200: { description: 'O ZIP.', contentType: 'application/zip' },
        302: { description: 'Para um endereço temporário do armazenamento de objetos.' },
        404: { description: 'Exportação não encontrada ou vencida.' },
      },
    },
  },
];
