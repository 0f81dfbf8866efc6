import Router from '@koa/router';
import { z } from 'zod';
import type { components } from '@expertbridge/sdk';
import type { ModuleRoutes } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { requireAdmin, requireUser } from '../../platform/session.js';
import {
  enumParam,
  pageParams,
  pageQuery,
  parseQuery,
  uuidParam,
} from '../../platform/query-params.js';

type Schemas = components['schemas'];

const listQuery = z.object({
  ...pageParams,
  unreadOnly: enumParam(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export interface NotificationRow {
  id: string;
  kind: Schemas['NotificationKind'];
  title: string;
  body: string;
  consultation_id: string | null;
  created_at: Date;
  read_at: Date | null;
}

/** A notification as the contract shows it (the list, and the socket's push). */
export function toNotification(row: NotificationRow): Schemas['Notification'] {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    consultationId: row.consultation_id,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
  };
}

/** My notifications (list, mark read) and the admins' view of the e-mail outbox. */
export const notificationsRoutes: ModuleRoutes = ({ db }) => {
  const { knex } = db;
  const router = new Router();

  router.get('/api/notifications', async (ctx) => {
    const user = requireUser(ctx);
    const { page, pageSize, unreadOnly } = parseQuery(listQuery, ctx.query);
    const mine = () => {
      const query = knex('notifications').where({ user_id: user.id });
      if (unreadOnly) query.whereNull('read_at');
      return query;
    };
    const [rows, [counted], [unread]] = await Promise.all([
      mine()
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .select('id', 'kind', 'title', 'body', 'consultation_id', 'created_at', 'read_at'),
      mine().count({ total: '*' }),
      knex('notifications').where({ user_id: user.id }).whereNull('read_at').count({ total: '*' }),
    ]);
    ctx.body = {
      items: (rows as NotificationRow[]).map(toNotification),
      page,
      pageSize,
      total: Number(counted?.total ?? 0),
      unread: Number(unread?.total ?? 0),
    };
  });

  router.post('/api/notifications/read-all', async (ctx) => {
    const user = requireUser(ctx);
    await knex('notifications')
      .where({ user_id: user.id })
      .whereNull('read_at')
      .update({ read_at: knex.fn.now() });
    ctx.status = 204;
  });

  router.post('/api/notifications/:id/read', async (ctx) => {
    const user = requireUser(ctx);
    const id = uuidParam.safeParse(ctx.params.id);
    const updated = id.success
      ? await knex('notifications')
          .where({ id: id.data, user_id: user.id })
          .update({ read_at: knex.raw('coalesce(read_at, now())') })
      : 0;
    if (!updated) throw AppError.notFound('Notification not found', 'notification_not_found');
    ctx.status = 204;
  });

  router.get('/api/admin/outbox', async (ctx) => {
    requireAdmin(ctx);
    const { page, pageSize } = parseQuery(pageQuery, ctx.query);
    const [rows, [counted]] = await Promise.all([
      knex('email_outbox')
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .select(
          'id',
          'to_address',
          'subject',
          'text',
          'kind',
          'consultation_id',
          'attachments',
          'created_at',
          'sent_at',
        ),
      knex('email_outbox').count({ total: '*' }),
    ]);
    ctx.body = {
      items: rows.map((row) => ({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        text: row.text,
        kind: row.kind,
        consultationId: row.consultation_id,
        attachments: (row.attachments as { filename: string; contentType: string }[]).map(
          ({ filename, contentType }) => ({ filename, contentType }),
        ),
        createdAt: row.created_at.toISOString(),
        sentAt: row.sent_at?.toISOString() ?? null,
      })),
      page,
      pageSize,
      total: Number(counted?.total ?? 0),
    };
  });

  return router;
};
