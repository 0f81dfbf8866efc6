// Partners for tests, written straight into the database as the admin endpoints would (the secret key kept only as
// its SHA-256), and a local HTTP receiver standing in for a partner's webhook endpoint.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Knex } from 'knex';
import { hashToken } from '../../src/platform/session.js';

export interface TestPartner {
  id: string;
  secretKey: string;
  webhookSecret: string;
  /** The headers of a call to the partner server API with this partner's secret key. */
  auth: { headers: { Authorization: string } };
}

export async function insertPartner(
  knex: Knex,
  options: { webhookUrl?: string | null; status?: 'active' | 'disabled'; name?: string } = {},
): Promise<TestPartner> {
  const secretKey = `sk_test_${randomBytes(24).toString('base64url')}`;
  const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
  const [row] = await knex('partners')
    .insert({
      name: options.name ?? 'Smith & Co Chartered Accountants',
      publishable_key: `pk_test_${randomBytes(16).toString('hex')}`,
      secret_key_hash: hashToken(secretKey),
      secret_key_hint: secretKey.slice(-4),
      webhook_secret: webhookSecret,
      allowed_origins: ['https://smithco.example.nz'],
      status: options.status ?? 'active',
      webhook_url: options.webhookUrl ?? null,
    })
    .returning('id');
  return {
    id: row.id as string,
    secretKey,
    webhookSecret,
    auth: { headers: { Authorization: `Bearer ${secretKey}` } },
  };
}

/** Attributes a consultation to a partner, as a widget booking is. */
export async function attributeToPartner(
  knex: Knex,
  consultationId: string,
  partnerId: string,
  metadata: Record<string, string> = { utm_source: 'smithco', client_ref: 'SC-1042' },
): Promise<void> {
  await knex('consultations')
    .where({ id: consultationId })
    .update({ partner_id: partnerId, partner_metadata: JSON.stringify(metadata) });
}

export interface ReceivedWebhook {
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The body exactly as it arrived. */
  body: string;
}

/** A planned "status" for a request the receiver never answers. */
export const NO_ANSWER = 0;

/** A partner's webhook endpoint: answers each path's planned statuses in turn, then its `otherwise`. */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  private readonly plans = new Map<string, { statuses: number[]; otherwise: number }>();
  private server?: http.Server;
  url = '';

  async start(): Promise<this> {
    this.server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        this.received.push({
          path,
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        const plan = this.plans.get(path);
        const status = plan?.statuses.shift() ?? plan?.otherwise ?? 204;
        // NO_ANSWER: the request is held until the sender gives up (or the receiver closes).
        if (status === NO_ANSWER) return;
        response.statusCode = status;
        response.end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** What `path` answers: `statuses` one request each, then `otherwise` (204 by default). */
  plan(path: string, statuses: number[], otherwise = 204): string {
    this.plans.set(path, { statuses: [...statuses], otherwise });
    return `${this.url}${path}`;
  }

  at(path: string): ReceivedWebhook[] {
    return this.received.filter((request) => request.path === path);
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}

/** An event and one delivery of it, written directly (`delivery` sets the delivery's other columns). */
export async function insertEventWithDelivery(
  knex: Knex,
  event: { partnerId: string; consultationId: string; type: string; payload?: string; url: string },
  delivery: Record<string, unknown> = {},
): Promise<{ eventId: string; deliveryId: string }> {
  const eventId = `evt_${randomBytes(12).toString('hex')}`;
  await knex('partner_events').insert({
    id: eventId,
    partner_id: event.partnerId,
    consultation_id: event.consultationId,
    type: event.type,
    payload: event.payload ?? '{}',
    created_at: new Date(),
  });
  const [row] = await knex('partner_webhook_deliveries')
    .insert({ event_id: eventId, partner_id: event.partnerId, url: event.url, ...delivery })
    .returning('id');
  return { eventId, deliveryId: row.id as string };
}
