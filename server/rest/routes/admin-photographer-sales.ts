// GET /api/adm/relatorios/fotografos.csv?de=aaaa-mm-dd&ate=aaaa-mm-dd: the photographers' sales report of the
// period as a spreadsheet (the month so far when no period is given); a photographer gets only their own line.
import { dayOf } from '../../domain/calendar.ts';
import { currentMonthPeriod } from '../../domain/photographer-sales.ts';
import { photographerSalesCsv, photographerSalesReport } from '../../services/orders/photographer-sales.ts';
import { requireStudio } from '../../services/request-context.ts';
import { attachmentDisposition } from '../../services/storage/file-storage.ts';
import type { RestRoute } from '../route.ts';

export const adminPhotographerSalesRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/adm/relatorios/fotografos.csv',
    auth: 'admin',
    handle: async ({ query }, context) => {
      const month = currentMonthPeriod(dayOf(new Date()));
      const period = { from: query.get('de') ?? month.from, to: query.get('ate') ?? month.to };
      const report = await photographerSalesReport(context, period);
      const fileName = `fotografos-${requireStudio(context).slug}-${report.from}-a-${report.to}.csv`;
      return new Response(photographerSalesCsv(report), {
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
      summary: 'As vendas por fotógrafo do período como planilha (CSV)',
      description: 'Um fotógrafo recebe só a própria linha.',
      query: {
        de: { description: 'Primeiro dia, aaaa-mm-dd (padrão: o primeiro do mês).' },
        ate: { description: 'Último dia, aaaa-mm-dd (padrão: hoje).' },
      },
      answers: {
        200: { description: 'A planilha.', contentType: 'text/csv' },
        400: { description: 'Um período inválido.' },
      },
    },
  },
];
