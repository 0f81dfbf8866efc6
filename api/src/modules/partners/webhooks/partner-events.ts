// Recording what happened to a partner's booking, in the transaction that made it happen: the event (its payload
// fixed now, as the exact JSON every delivery of it sends) and its first delivery. The delivery's workflow is
// started only after that transaction commits (webhook-dispatch.ts).
import { randomBytes } from 'node:crypto';
import type { components } from '@expertbridge/sdk';
import { toPartnerBooking } from '../partner-booking-view.js';
import type { PartnerBooking } from './partner-booking.repository.js';
import type {
  CallerTransaction,
  NewEvent,
  PartnerEventType,
  PartnerWebhooksRepository,
} from './partner-webhooks.repository.js';

type PartnerWebhookEvent = components['schemas']['PartnerWebhookEvent'];

export type PartnerEventsService = ReturnType<typeof createPartnerEventsService>;

export function createPartnerEventsService(deps: {
  repository: PartnerWebhooksRepository;
  publicUrl: string;
  now?: () => Date;
}) {
  const { repository, publicUrl } = deps;
  const clock = deps.now ?? (() => new Date());

  /** The event of `type` as its deliveries send it, with the booking as it stands now (a move: and before). */
  const eventOf =
    (type: PartnerEventType, previousScheduledAt?: string) =>
    ({ row, balances }: PartnerBooking): NewEvent => {
      const createdAt = clock();
      const event: PartnerWebhookEvent = {
        id: `evt_${randomBytes(12).toString('hex')}`,
        type,
        createdAt: createdAt.toISOString(),
        data: {
          booking: toPartnerBooking(row, balances, publicUrl, clock()),
          ...(previousScheduledAt
            ? { previousScheduledAt: new Date(previousScheduledAt).toISOString() }
            : {}),
        },
      };
      return { id: event.id, createdAt, payload: JSON.stringify(event) };
    };

  return {
    /**
     * Records a `type` event of the consultation for its partner, when the consultation was booked through an
     * active partner with a webhook address; once per consultation, type and occurrence (a move's number: each move
     * is an event of its own). Inside `trx` when given (the lifecycle's step: the event commits with its status
     * change), else in a transaction of its own. Answers the new delivery's id (start it after the commit), else
     * undefined.
     */
    record(
      input: {
        consultationId: string;
        type: PartnerEventType;
        occurrence?: number;
        previousScheduledAt?: string;
      },
      trx?: CallerTransaction,
    ): Promise<string | undefined> {
      const { consultationId, type, occurrence } = input;
      return repository.recordEvent(
        { consultationId, type, ...(occurrence === undefined ? {} : { occurrence }) },
        eventOf(type, input.previousScheduledAt),
        trx,
      );
    },
  };
}
