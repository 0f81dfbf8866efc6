// A tiny proxy between the API and stripe-mock that injects the gateway's faults: answers 500, hangs, or forwards.
// It also plays the part of Stripe that stripe-mock (stateless, fixture answers) cannot: it gives each created
// payment intent its own id and remembers it, so that reading the intent back answers its own amount, currency and
// consultation, and `succeeded` once the test says the card was charged (the browser's Stripe.js step). A dispute the
// test declares is answered as that dispute (its intent, amount, status), a transfer group's list as the transfer made
// (its amount, currency, destination), and the connected account's balance as set.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the proxy does with one request: forward it, answer 500, hang, reset the connection unanswered, forward it
 * and lose the answer (the request took effect, the caller never hears), or answer Stripe's 400 for a reversal
 * the connected account's balance does not cover.
 */
export type Fault = 'forward' | 'fail' | 'hang' | 'reset' | 'lost' | 'insufficient';

/** A dispute as the test wants Stripe to tell it. */
export interface DisputeState {
  paymentIntentId: string;
  amount: number;
  currency: string;
  status: string;
  dueBy: number;
  submitted: boolean;
}

/** One request the API sent to "Stripe", and what the proxy did with it. */
export interface SeenRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  fault: Fault;
  /** The status stripe-mock answered, when forwarded. */
  status?: number;
}

interface Intent {
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  succeeded: boolean;
}

export interface StripeFaultProxy {
  port: number;
  seen: SeenRequest[];
  /** Decides each request's fault; forwards everything by default. */
  plan(
    decide: (request: {
      method: string;
      path: string;
      attempt: number;
      idempotencyKey: string | undefined;
    }) => Fault,
  ): void;
  /** Marks an intent paid, as Stripe.js confirming the card in the browser would. */
  charge(paymentIntentId: string): void;
  /** Declares (or changes) a dispute; reading it and sending its evidence answer this state. */
  dispute(id: string, state: Partial<DisputeState>): void;
  /** What a connected account's balance holds as available, per lowercase currency. */
  balance(available: { amount: number; currency: string }[]): void;
  close(): Promise<void>;
}

export async function startStripeFaultProxy(
  stripeMockPort: () => number,
): Promise<StripeFaultProxy> {
  const seen: SeenRequest[] = [];
  const intents = new Map<string, Intent>();
  const attempts = new Map<string, number>();
  let decide: Parameters<StripeFaultProxy['plan']>[0] = () => 'forward';
  let created = 0;
  const disputes = new Map<string, DisputeState>();
  /** The transfers made, by transfer group: their request's amount, currency and destination. */
  const transfers = new Map<string, Record<string, string | number>>();
  /** The reversals made, by transfer id, as a transfer lists them. */
  const reversals = new Map<string, Record<string, unknown>[]>();
  let available: { amount: number; currency: string }[] | undefined;
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const method = request.method ?? 'GET';
    const path = (request.url ?? '/').split('?')[0]!;
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    const attemptKey = `${method} ${path} ${idempotencyKey ?? ''}`;
    const attempt = (attempts.get(attemptKey) ?? 0) + 1;
    attempts.set(attemptKey, attempt);
    const fault = decide({ method, path, attempt, idempotencyKey });
    const record: SeenRequest = { method, path, idempotencyKey, fault };
    seen.push(record);
    if (fault === 'hang') {
      hanging.add(response);
      response.on('close', () => hanging.delete(response));
      return;
    }
    if (fault === 'fail') {
      response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: 'injected fault' } }));
      return;
    }
    if (fault === 'reset') {
      response.destroy();
      return;
    }
    if (fault === 'insufficient') {
      response.writeHead(400, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(BALANCE_INSUFFICIENT));
      return;
    }
    const intentId = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)?.[1];
    const forwardPath = intentId && intents.has(intentId) ? '/v1/payment_intents/pi_123' : path;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: stripeMockPort(),
        method,
        path:
          forwardPath +
          (request.url?.includes('?') ? request.url.slice(request.url.indexOf('?')) : ''),
        headers: { ...request.headers, host: `127.0.0.1:${stripeMockPort()}` },
      },
      async (answer) => {
        const parts: Buffer[] = [];
        for await (const part of answer) parts.push(part as Buffer);
        let text = Buffer.concat(parts).toString('utf8');
        record.status = answer.statusCode;
        if (answer.statusCode === 200 && method === 'POST' && path === '/v1/payment_intents') {
          const intent = JSON.parse(text) as Record<string, unknown>;
          const id = `pi_fault${String(++created).padStart(6, '0')}`;
          // stripe-mock answers the amount and currency sent but not the metadata: taken from the request.
          const metadata: Record<string, string> = {};
          for (const [name, value] of new URLSearchParams(body.toString('utf8'))) {
            const key = /^metadata\[(.+)\]$/.exec(name)?.[1];
            if (key) metadata[key] = value;
          }
          intents.set(id, {
            amount: intent.amount as number,
            currency: intent.currency as string,
            metadata,
            succeeded: false,
          });
          text = JSON.stringify({ ...intent, id, metadata, client_secret: `${id}_secret_fault` });
        } else if (answer.statusCode === 200 && intentId && intents.has(intentId)) {
          const known = intents.get(intentId)!;
          const intent = JSON.parse(text) as Record<string, unknown>;
          text = JSON.stringify({
            ...intent,
            id: intentId,
            amount: known.amount,
            currency: known.currency,
            metadata: known.metadata,
            status: known.succeeded ? 'succeeded' : 'requires_payment_method',
            last_payment_error: null,
          });
        }
        const disputeId = /^\/v1\/disputes\/([^/]+)$/.exec(path)?.[1];
        const dispute = disputeId ? disputes.get(disputeId) : undefined;
        if (answer.statusCode === 200 && dispute) {
          if (method === 'POST') dispute.submitted = true;
          text = JSON.stringify(asDispute(JSON.parse(text), disputeId!, dispute));
        } else if (answer.statusCode === 200 && method === 'POST' && path === '/v1/transfers') {
          const sent = new URLSearchParams(body.toString('utf8'));
          const made = JSON.parse(text) as Record<string, unknown>;
          transfers.set(sent.get('transfer_group') ?? '', {
            id: made.id as string,
            amount: Number(sent.get('amount')),
            currency: sent.get('currency') ?? '',
            destination: sent.get('destination') ?? '',
          });
        } else if (answer.statusCode === 200 && method === 'GET' && path === '/v1/transfers') {
          const group = new URLSearchParams(request.url?.split('?')[1]).get('transfer_group');
          const made = transfers.get(group ?? '');
          const list = JSON.parse(text) as { data: Record<string, unknown>[] };
          list.data = made
            ? list.data.slice(0, 1).map((fixture) => ({
                ...fixture,
                ...made,
                reversals: { object: 'list', data: reversals.get(made.id as string) ?? [] },
              }))
            : [];
          text = JSON.stringify(list);
        } else if (answer.statusCode === 200 && path === '/v1/balance' && available) {
          text = JSON.stringify({ ...JSON.parse(text), available });
        }
        const reversed = REVERSAL.exec(path)?.[1];
        if (answer.statusCode === 200 && method === 'POST' && reversed) {
          const sent = new URLSearchParams(body.toString('utf8'));
          const made = JSON.parse(text) as Record<string, unknown>;
          const list = reversals.get(reversed) ?? [];
          list.push({
            ...made,
            amount: Number(sent.get('amount')),
            metadata: { idempotencyKey: sent.get('metadata[idempotencyKey]') ?? '' },
          });
          reversals.set(reversed, list);
        }
        if (fault === 'lost') {
          // Stripe acted on it; the answer never reaches the caller.
          response.destroy();
          return;
        }
        response.writeHead(answer.statusCode ?? 502, {
          'Content-Type': 'application/json',
          ...(answer.headers['request-id'] ? { 'Request-Id': answer.headers['request-id'] } : {}),
        });
        response.end(text);
      },
    );
    upstream.on('error', () => {
      // stripe-mock is down: the connection is dropped, as an unreachable Stripe would.
      record.status = 0;
      response.destroy();
    });
    upstream.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    seen,
    plan(next) {
      decide = next;
      attempts.clear();
    },
    charge(paymentIntentId) {
      const intent = intents.get(paymentIntentId);
      if (!intent) throw new Error(`no intent ${paymentIntentId} was created through the proxy`);
      intent.succeeded = true;
    },
    dispute(id, state) {
      const known = disputes.get(id);
      disputes.set(id, {
        paymentIntentId: '',
        amount: 0,
        currency: 'nzd',
        status: 'needs_response',
        dueBy: Math.floor(Date.now() / 1000) + 14 * 86_400,
        submitted: false,
        ...known,
        ...state,
      });
    },
    balance(next) {
      available = next;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const REVERSAL = /^\/v1\/transfers\/([^/]+)\/reversals$/;

/** Stripe's answer to a reversal the connected account cannot cover. */
const BALANCE_INSUFFICIENT = {
  error: {
    type: 'invalid_request_error',
    code: 'balance_insufficient',
    message:
      'Insufficient funds in Stripe account. In test mode, you can add funds to your available balance.',
  },
};

/** stripe-mock's dispute fixture made into the declared dispute. */
function asDispute(fixture: Record<string, unknown>, id: string, state: DisputeState) {
  const details = (fixture.evidence_details ?? {}) as Record<string, unknown>;
  return {
    ...fixture,
    id,
    payment_intent: state.paymentIntentId,
    amount: state.amount,
    currency: state.currency,
    status: state.submitted && state.status === 'needs_response' ? 'under_review' : state.status,
    evidence_details: {
      ...details,
      due_by: state.dueBy,
      submission_count: state.submitted ? 1 : 0,
    },
  };
}
