import Router from '@koa/router';
import type { ModuleRoutes } from '../../platform/deps.js';
import { idParam, parseQuery } from '../../platform/query-params.js';
import { requireUser } from '../../platform/session.js';
import { documentsQuery } from './documents.schemas.js';
import { documentNotFound, type DocumentsService } from './documents.service.js';

/** GET /api/documents, /api/documents/{id} and its PDF: the caller's own documents (an admin's: all). */
export const documentsRoutes: ModuleRoutes<{ documents: DocumentsService }> = (
  _deps,
  { documents: service },
) => {
  const router = new Router();
  const reader = (user: { id: string; isAdmin: boolean }) => ({
    userId: user.id,
    isAdmin: user.isAdmin,
  });

  router.get('/api/documents', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await service.list(reader(user), parseQuery(documentsQuery, ctx.query));
  });

  router.get('/api/documents/:id', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await service.get(reader(user), idParam(ctx.params.id, documentNotFound));
  });

  router.get('/api/documents/:id/pdf', async (ctx) => {
    const user = requireUser(ctx);
    const pdf = await service.pdf(reader(user), idParam(ctx.params.id, documentNotFound));
    ctx.type = 'application/pdf';
    ctx.attachment(pdf.filename, { type: 'attachment' });
    ctx.body = pdf.body;
  });

  return router;
};
