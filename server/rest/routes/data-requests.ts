// GET /api/privacidade/solicitacoes/{solicitacaoId}/dados.zip: a customer's copy of their data (dados.json and
// dados.html) from 'Meus dados' or /adm 'Privacidade e LGPD', for 7 days, only with its signed ?link= (e-mailed to
// the customer, or listed in /adm), on the studio's own host.
import { uuidOrNil } from '../../domain/ids.ts';
import {
  dataRequestNotFoundMessage,
  downloadableDataRequest,
  isDataRequestLinkCode,
} from '../../services/privacy/data-requests.ts';
import { message } from '../answers.ts';
import { sendDownload } from '../downloads.ts';
import type { RestRoute } from '../route.ts';

export const dataRequestRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/privacidade/solicitacoes/:solicitacaoId/dados.zip',
    handle: async ({ params, query }, context) => {
      const requestId = uuidOrNil(params.solicitacaoId!);
      if (!context.studio || !isDataRequestLinkCode(context.services, requestId, query.get('link')))
        return Response.json(message(404, dataRequestNotFoundMessage).body, {
          status: 404,
          headers: { 'Cache-Control': 'no-store' },
        });
      return sendDownload(
        context.services,
        await downloadableDataRequest(context.db, context.studio, requestId),
      );
    },
    doc: {
      tag: 'Estúdio',
      summary: 'A cópia dos dados de um cliente (LGPD), por 7 dias',
      description:
        'Só com o link assinado que o e-mail ao cliente traz (ou que /adm Privacidade e LGPD mostra); nenhum token basta.',
      query: { link: { description: 'O código do link assinado.', required: true } },
      answers: {
        200: { description: 'O ZIP (dados.json e dados.html).', contentType: 'application/zip' },
        302: { description: 'Para um endereço temporário do armazenamento de objetos.' },
        404: { description: 'Pedido não encontrado ou arquivo vencido.' },
      },
    },
  },
];
