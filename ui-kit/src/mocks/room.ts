import type { components, User } from '@expertbridge/sdk';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ChatMessage } from '../live/useConsultationChat.js';
import { exampleResponse, operation, type OperationId } from './examples.js';
import { clientUser, confirmedConsultation } from './fixtures.js';
import { RoomDouble, type RoomDoubleOptions } from './live.js';
import { session } from './scenarios.js';

// Consultations in every status, timed from now (the room counts down and opens its join window by the
// clock), and the two parties of the contract's example consultation.

type Consultation = components['schemas']['Consultation'];
type Status = Consultation['status'];
type CancellationReason = components['schemas']['CancellationReason'];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

/** The contract's client (Charlotte) and the expert of its consultation (Ethan), as signed-in users. */
export const roomClient: User = clientUser;
export const roomExpert: User = {
  ...clientUser,
  id: confirmedConsultation.expert.userId,
  firstName: 'Ethan',
  lastName: 'Walker',
  email: 'expert@demo.expertbridge.test',
  userType: 'expert',
};

/** An admin who is neither party. */
export const roomAdmin: User = {
  ...clientUser,
  id: '5e4d3c2b-1a09-4f8e-9d7c-6b5a49382716',
  firstName: 'Aroha',
  lastName: 'Admin',
  email: 'admin@demo.expertbridge.test',
  userType: 'admin',
  isAdmin: true,
};

/** The example consultation in `status`, starting `startsIn` ms from now, with the deadlines that apply. */
export function roomConsultation(
  status: Status,
  startsIn = 2 * 24 * HOUR,
  change: Partial<Consultation> = {},
): Consultation {
  const start = Date.now() + startsIn;
  const base = confirmedConsultation;
  const duration = base.duration * MINUTE;
  const deadlines = {
    ...base.deadlines,
    paymentDueAt: status === 'pending_payment' ? at(25 * MINUTE) : null,
    responseDueAt: status === 'pending' ? at(20 * HOUR) : null,
    joinWindowOpensAt: new Date(start - 10 * MINUTE).toISOString(),
    noShowReportableAt: new Date(start + 15 * MINUTE).toISOString(),
    fullRefundUntil: new Date(start - 24 * HOUR).toISOString(),
    freeRescheduleUntil: new Date(start - 24 * HOUR).toISOString(),
    autoCompleteAt: new Date(start + duration + 7 * 24 * HOUR).toISOString(),
    escrowReleaseAt: status === 'completed' ? at(40 * HOUR) : null,
  };
  const paid = status === 'pending_payment' ? 0 : base.totalAmount.amount;
  return {
    ...base,
    status,
    scheduledAt: new Date(start).toISOString(),
    endsAt: new Date(start + duration).toISOString(),
    deadlines,
    money: { ...base.money, paid, inEscrow: paid, state: paid ? 'held' : 'none' },
    startedAt:
      status === 'in_progress' || status === 'completed' ? at(Math.min(startsIn, 0)) : null,
    completedAt: status === 'completed' ? at(-5 * MINUTE) : null,
    ...change,
  };
}

/** A consultation cancelled by the client inside 24 hours: half refunded. */
export const cancelledConsultation = roomConsultation('cancelled', 20 * HOUR, {
  cancellation: {
    at: at(-HOUR),
    by: 'client',
    reason: 'cancelled_by_client',
    refund: { amount: 9000, currency: 'NZD' },
  },
  money: {
    state: 'refunded',
    currency: 'NZD',
    paid: 18000,
    inEscrow: 0,
    refunded: 9000,
    paidOut: 7650,
    platformRevenue: 1350,
  },
});

/** The contract's two example messages, from an hour ago. */
export const chatHistory: ChatMessage[] = exampleResponse(
  'listConsultationMessages',
  200,
).items.map((message, index) => ({ ...message, createdAt: at(-HOUR + index * MINUTE) }));

/** An in-memory room for the example consultation as `viewer`. */
export function roomDouble(
  viewer: User = roomClient,
  options: Partial<RoomDoubleOptions> = {},
): RoomDouble {
  return new RoomDouble({
    consultationId: confirmedConsultation.id,
    me: { id: viewer.id, firstName: viewer.firstName, lastName: viewer.lastName },
    role: viewer.id === roomExpert.id ? 'expert' : 'client',
    history: chatHistory,
    ...options,
  });
}

/**
 * A consultation that changes as the API would when the room acts on it: Start, Accept and Decline, End,
 * cancel, a no-show report and a dispute each move it on, and reading it again gives the new state.
 */
export class ConsultationDouble {
  current: Consultation | null;
  /** False while the API is out of reach (restarting, the network down): reads fail as a network error. */
  reachable = true;

  constructor(
    private readonly initial: Consultation | null,
    /** Who acts: a move by the client of an unaccepted consultation happens at once, anything else is proposed. */
    private readonly actor: 'client' | 'expert' = 'client',
  ) {
    this.current = initial;
  }

  reset(): void {
    this.current = this.initial;
    this.reachable = true;
  }

  /** Moves it on as another party would (e.g. the expert ending it), for tests. */
  become(change: Partial<Consultation>): void {
    if (this.current) this.current = { ...this.current, ...change };
  }

  handlers(): HttpHandler[] {
    const path = (id: OperationId) => `*${operation(id).path.replace('{id}', ':id')}`;
    const answer = (change: () => Partial<Consultation>) => () => {
      if (!this.current)
        return HttpResponse.json(exampleResponse('getConsultation', 404), { status: 404 });
      this.current = { ...this.current, ...change(), updatedAt: new Date().toISOString() };
      return HttpResponse.json(this.current);
    };
    const cancelled = (reason: CancellationReason, by: 'client' | 'expert') => ({
      status: 'cancelled' as const,
      cancellation: {
        at: new Date().toISOString(),
        by,
        reason,
        refund: this.current?.totalAmount ?? { amount: 0, currency: 'NZD' as const },
      },
    });
    return [
      http.get(path('getConsultation'), () => {
        if (!this.reachable) return HttpResponse.error();
        return this.current
          ? HttpResponse.json(this.current)
          : HttpResponse.json(exampleResponse('getConsultation', 404), { status: 404 });
      }),
      http.patch(path('updateConsultationStatus'), async ({ request }) => {
        const { status } = (await request.json()) as { status: Consultation['status'] };
        return answer(() =>
          status === 'cancelled'
            ? cancelled('expert_declined', 'expert')
            : {
                status,
                ...(status === 'in_progress' ? { startedAt: new Date().toISOString() } : {}),
              },
        )();
      }),
      http.post(
        path('completeConsultation'),
        answer(() => ({
          status: 'completed',
          completedAt: new Date().toISOString(),
          deadlines: { ...this.current!.deadlines, escrowReleaseAt: at(48 * HOUR) },
        })),
      ),
      http.post(
        path('cancelConsultation'),
        answer(() => cancelled('cancelled_by_client', 'client')),
      ),
      http.post(
        path('reportExpertNoShow'),
        answer(() => cancelled('expert_no_show', 'client')),
      ),
      http.post(path('rescheduleConsultation'), async ({ request }) => {
        const { scheduledAt, message } = (await request.json()) as {
          scheduledAt: string;
          message?: string | null;
        };
        const current = this.current;
        const endsAt = new Date(Date.parse(scheduledAt) + (current?.duration ?? 60) * MINUTE);
        const atOnce =
          this.actor === 'client' &&
          (current?.status === 'pending_payment' || current?.status === 'pending');
        return answer(() =>
          atOnce
            ? { scheduledAt, endsAt: endsAt.toISOString() }
            : {
                rescheduleProposal: {
                  proposedBy: this.actor,
                  scheduledAt,
                  endsAt: endsAt.toISOString(),
                  message: message ?? null,
                  proposedAt: new Date().toISOString(),
                  expiresAt: current?.deadlines.freeRescheduleUntil ?? at(24 * HOUR),
                },
              },
        )();
      }),
      http.post(
        path('acceptRescheduleProposal'),
        answer(() => {
          const proposal = this.current?.rescheduleProposal;
          return proposal
            ? {
                scheduledAt: proposal.scheduledAt,
                endsAt: proposal.endsAt,
                rescheduleProposal: null,
              }
            : {};
        }),
      ),
      http.post(
        path('declineRescheduleProposal'),
        answer(() => ({ rescheduleProposal: null })),
      ),
      http.post(
        path('withdrawRescheduleProposal'),
        answer(() => ({ rescheduleProposal: null })),
      ),
      http.post(path('openDispute'), async ({ request }) => {
        const { reason } = (await request.json()) as { reason: string };
        return answer(() => ({
          dispute: {
            openedAt: new Date().toISOString(),
            reason,
            resolvedAt: null,
            resolution: null,
            refund: null,
            note: null,
          },
        }))();
      }),
    ];
  }
}

/** Story parameters for the room: the viewer signed in, the consultation that moves on, the room double. */
export function roomParameters(
  consultation: Consultation | null,
  viewer: User = roomClient,
  room: RoomDouble = roomDouble(viewer),
  handlers: HttpHandler[] = [],
) {
  const server = new ConsultationDouble(
    consultation,
    viewer.id === roomExpert.id ? 'expert' : 'client',
  );
  return {
    live: room.connect,
    room,
    consultation: server,
    msw: {
      handlers: [
        ...handlers,
        ...session.signedIn(viewer),
        ...room.handlers(),
        ...server.handlers(),
      ],
    },
  };
}
