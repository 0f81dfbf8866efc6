import Router from '@koa/router';
import type { Context } from 'koa';
import type { ModuleRoutes } from '../../platform/deps.js';
import { parseQuery } from '../../platform/query-params.js';
import { requireAdmin, requireUser } from '../../platform/session.js';
import { annualSummaryQuery, sellerReportQuery } from './seller-reports.schemas.js';
import type { ReportFile, SellerReportsService } from './seller-reports.service.js';

function download(ctx: Context, file: ReportFile) {
  ctx.set('Content-Disposition', `attachment; filename="${file.filename}"`);
  // A report holds people's tax numbers and addresses: no copy kept on the way.
  ctx.set('Cache-Control', 'no-store');
  ctx.type = file.contentType;
  ctx.body = file.body;
}

/**
 * GET /api/admin/seller-reports (CSV) and /summary (JSON), admins only; GET /api/experts/me/annual-summary, the
 * signed-in user's own expert profile.
 */
export const sellerReportsRoutes: ModuleRoutes<{ sellerReports: SellerReportsService }> = (
  _deps,
  { sellerReports: service },
) => {
  const router = new Router();

  router.get('/api/admin/seller-reports', async (ctx) => {
    requireAdmin(ctx);
    download(ctx, await service.reportCsv(parseQuery(sellerReportQuery, ctx.query)));
  });

  router.get('/api/admin/seller-reports/summary', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await service.report(parseQuery(sellerReportQuery, ctx.query));
  });

  router.get('/api/experts/me/annual-summary', async (ctx) => {
    const user = requireUser(ctx);
    const { year, format } = parseQuery(annualSummaryQuery(service.currentYear()), ctx.query);
    download(ctx, await service.annualSummary(user.id, year, format));
  });

  return router;
};
