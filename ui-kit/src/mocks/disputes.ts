import type { components } from '@expertbridge/sdk';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { exampleResponse } from './examples.js';
import { operationPattern } from './handlers.js';

// Disputes built from the contract's DisputePage example: one open, and one settled each way, for the room's
// dispute panel and the admins' disputes page; and an in-memory disputes API that resolves them.

type Schemas = components['schemas'];
type Consultation = Schemas['Consultation'];
type Resolution = NonNullable<NonNullable<Consultation['dispute']>['resolution']>;

const example = exampleResponse('listDisputes', 200);

/** The contract's disputed consultation: NZ$180.00 held since the client reported a problem. */
export const openDispute: Consultation = example.items[0]!;

/** The example dispute settled by an admin a day after it was opened. */
export function resolvedDispute(
  resolution: Resolution,
  refund: number,
  note: string | null = null,
): Consultation {
  const { dispute, money } = openDispute;
  const paid = money.paid;
  const kept = paid - refund;
  const fee = Math.round(kept * 0.15);
  return {
    ...openDispute,
    id: `${openDispute.id.slice(0, -1)}${resolution.length}`,
    dispute: {
      ...dispute!,
      resolvedAt: '2026-12-03T01:15:00.000Z',
      resolution,
      refund: { amount: refund, currency: money.currency },
      note,
    },
    money: {
      ...money,
      state: kept === 0 ? 'refunded' : 'paid_out',
      inEscrow: 0,
      refunded: refund,
      paidOut: kept - fee,
      platformRevenue: fee,
    },
    deadlines: { ...openDispute.deadlines, escrowReleaseAt: null },
  };
}

export const releasedDispute = resolvedDispute(
  'release',
  0,
  'The recording shows the full session was held.',
);
export const partlyRefundedDispute = resolvedDispute(
  'partial_refund',
  6000,
  'The session ended 20 minutes early; a third of the fee is refunded.',
);
export const refundedDispute = resolvedDispute('full_refund', 18000);

/** A second open dispute, from another client, on an AUD consultation. */
export const openAudDispute: Consultation = {
  ...openDispute,
  id: `${openDispute.id.slice(0, -1)}a`,
  title: 'Selling an investment property in Brisbane',
  client: { ...openDispute.client, firstName: 'Liam', lastName: 'Nguyen' },
  totalAmount: { amount: 24000, currency: 'AUD' },
  platformFee: { amount: 3600, currency: 'AUD' },
  expertAmount: { amount: 20400, currency: 'AUD' },
  money: { ...openDispute.money, currency: 'AUD', paid: 24000, inEscrow: 24000 },
  dispute: {
    ...openDispute.dispute!,
    openedAt: '2026-12-02T03:40:00.000Z',
    reason: 'The expert spoke about Auckland rules, not Queensland ones.',
  },
};

/**
 * A disputes API held in memory: the list by status (open oldest first, resolved newest first) and a
 * resolution that settles the money as the API would, answering 422 for a refund not below what is held
 * and 409 for a dispute already resolved. `reset` restores the starting list.
 */
export function disputesApi(
  initial: Consultation[] = [openDispute, openAudDispute, partlyRefundedDispute],
) {
  let items = structuredClone(initial);
  return {
    reset: () => void (items = structuredClone(initial)),
    current: (id: string) => items.find((item) => item.id === id),
    handlers: (): HttpHandler[] => [
      http.get(operationPattern('listDisputes'), ({ request }) => {
        const url = new URL(request.url);
        const status = url.searchParams.get('status') ?? 'open';
        const page = Number(url.searchParams.get('page') ?? 1);
        const pageSize = Number(url.searchParams.get('pageSize') ?? 20);
        const open = items.filter((item) => !item.dispute?.resolvedAt);
        const resolved = items.filter((item) => item.dispute?.resolvedAt);
        const chosen = status === 'resolved' ? resolved : open;
        return HttpResponse.json({
          items: chosen.slice((page - 1) * pageSize, page * pageSize),
          counts: { open: open.length, resolved: resolved.length },
          page,
          pageSize,
          total: chosen.length,
        } satisfies Schemas['DisputePage']);
      }),
      http.post(operationPattern('resolveDispute'), async ({ request, params }) => {
        const body = (await request.json()) as Schemas['ResolveDisputeRequest'];
        const index = items.findIndex((item) => item.id === params.id);
        const item = items[index];
        if (!item)
          return HttpResponse.json(exampleResponse('resolveDispute', 404), { status: 404 });
        if (item.dispute?.resolvedAt) {
          return HttpResponse.json(exampleResponse('resolveDispute', 409), { status: 409 });
        }
        const held = item.money.inEscrow;
        const refund =
          body.resolution === 'full_refund'
            ? held
            : body.resolution === 'release'
              ? 0
              : (body.refundAmount ?? 0);
        if (body.resolution === 'partial_refund' && (refund < 1 || refund >= held)) {
          return HttpResponse.json(exampleResponse('resolveDispute', 422), { status: 422 });
        }
        const settled = resolvedDispute(body.resolution, refund, body.note?.trim() || null);
        items[index] = {
          ...item,
          dispute: {
            ...settled.dispute!,
            openedAt: item.dispute!.openedAt,
            reason: item.dispute!.reason,
          },
          money: { ...settled.money, currency: item.money.currency, paid: held },
        };
        return HttpResponse.json(items[index]);
      }),
    ],
  };
}

/** The disputes API the AdminDisputes stories share; each story and test starts from `reset()`. */
export const disputesServer = disputesApi();
