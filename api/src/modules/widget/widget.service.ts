// The widget's bookings: a guest of a partner's site books, pays and follows one booking with the token it
// was given. Booking and payment are the portal's own services (the same rules, gateway and workflow); this module
// adds the guest's account, the partner's attribution and the token.
import type { components } from '@expertbridge/sdk';
import { AppError } from '../../platform/errors.js';
import type { SessionUser } from '../../platform/session.js';
import { balancesFrom } from '../ledger/ledger.js';
import type { ConsultationRow } from '../consultations/consultation-row.js';
import {
  consultationNotFound,
  type ConsultationsService,
} from '../consultations/consultations.service.js';
import { toWidgetBooking } from '../partners/partner-booking-view.js';
import type { PartnerRow } from '../partners/partner-row.js';
import type { PartnerEventsService } from '../partners/webhooks/partner-events.js';
import type { PaymentsService } from '../payments/payments.service.js';
import { invalidBookingToken, type BookingTokens } from './booking-token.js';
import { guestClient } from './guest-clients.js';
import type { BookingTokenRow, WidgetRepository } from './widget.repository.js';
import type { WidgetBookingInput } from './widget.schemas.js';

type Schemas = components['schemas'];

export interface WidgetDeps {
  repository: WidgetRepository;
  publicUrl: string;
  consultations: ConsultationsService;
  payments: PaymentsService;
  tokens: BookingTokens;
  /** Records the partner's `booking.created` event (the partners module's webhooks). */
  partnerEvents: Pick<PartnerEventsService, 'record'>;
  /** Starts recorded webhook deliveries once their transaction has committed. */
  startDeliveries?: (deliveryIds: string[]) => Promise<void>;
  now?: () => Date;
}

/** The booking's client as the services know users; the token stands for them on this one booking. */
function clientOf(row: ConsultationRow): SessionUser {
  return {
    id: row.client_id,
    email: row.client_email,
    firstName: row.client_first_name,
    lastName: row.client_last_name,
    profileImageUrl: row.client_profile_image_url,
    isAdmin: false,
  };
}

export type WidgetService = ReturnType<typeof createWidgetService>;

export function createWidgetService(deps: WidgetDeps) {
  const { repository, publicUrl, consultations, payments, tokens, partnerEvents } = deps;
  const clock = deps.now ?? (() => new Date());

  /** The booking as a widget sees it; with `partnerId`, only if that partner's (else not found). */
  async function view(id: string, partnerId?: string): Promise<Schemas['WidgetBooking']> {
    const row = await repository.findBookingWithBalances(id);
    if (!row || (partnerId !== undefined && row.partner_id !== partnerId)) {
      throw consultationNotFound();
    }
    return toWidgetBooking(row, balancesFrom(row.ledger_balances), publicUrl, clock());
  }

  /** The booking a token is for, checked against the path's id and the partner that calls. */
  async function authorised(partner: PartnerRow, id: string, token: string) {
    await tokens.verify(token, { consultationId: id, partnerId: partner.id });
    const row = await repository.findBooking(id);
    if (!row || row.partner_id !== partner.id) throw consultationNotFound();
    return row;
  }

  return {
    view,

    async book(
      partner: PartnerRow,
      input: WidgetBookingInput,
    ): Promise<Schemas['WidgetBookingCreated']> {
      const { user, created } = await guestClient(repository, input.guest);
      let booked: Schemas['Consultation'];
      try {
        booked = await consultations.create(
          user,
          {
            expertId: input.expertId,
            title: input.title,
            description: input.description,
            duration: input.duration,
            scheduledAt: input.scheduledAt,
            consultationType: input.consultationType,
          },
          { partnerId: partner.id, metadata: input.metadata },
        );
      } catch (error) {
        // A refused booking leaves nothing behind, not even the account it would have made.
        if (created) await repository.deleteGuest(user.id);
        throw error;
      }
      const { token, expiresAt } = await tokens.issue({
        consultationId: booked.id,
        partnerId: partner.id,
        createdAccount: created,
      });
      const deliveryId = await partnerEvents.record({
        consultationId: booked.id,
        type: 'booking.created',
      });
      if (deliveryId) await deps.startDeliveries?.([deliveryId]);
      return {
        ...(await view(booked.id)),
        bookingToken: token,
        bookingTokenExpiresAt: expiresAt.toISOString(),
      };
    },

    /** The booking, for its token until the booking ends, even past the token's expiry (reading only). */
    async get(partner: PartnerRow, id: string, token: string) {
      const { expired } = await tokens.verifyForReading(token, {
        consultationId: id,
        partnerId: partner.id,
      });
      const booking = await view(id, partner.id);
      if (expired && Date.parse(booking.endsAt) <= clock().getTime()) throw invalidBookingToken();
      return booking;
    },

    async paymentIntent(partner: PartnerRow, id: string, token: string) {
      const row = await authorised(partner, id, token);
      return payments.createIntent(clientOf(row), { consultationId: id, amount: row.total_amount });
    },

    async confirmSandbox(
      partner: PartnerRow,
      id: string,
      token: string,
      input: { paymentIntentId: string; cardNumber: string; expiry: string; cvc: string },
    ) {
      const row = await authorised(partner, id, token);
      // The token pays this booking's intent only, not another booking of the same guest.
      if (!(await repository.bookingHasPayment(id, input.paymentIntentId))) {
        throw AppError.notFound('No such payment for this booking', 'payment_not_found');
      }
      return payments.confirmSandbox(clientOf(row), input);
    },

    async process(partner: PartnerRow, id: string, token: string, paymentIntentId: string) {
      const row = await authorised(partner, id, token);
      await payments.process(clientOf(row), { consultationId: id, paymentIntentId });
      return view(id);
    },

    /**
     * The guest's way into the room on our own site: a token is exchanged once, and only for the account its booking
     * made while that account has no password. An existing account is never signed in by a token: whoever typed its
     * e-mail into a widget has not shown they own it.
     */
    async enterRoom(token: string): Promise<{ row: BookingTokenRow; userId: string }> {
      const tokenRow = await tokens.verify(token);
      const row = await repository.findBooking(tokenRow.consultation_id);
      if (!row) throw consultationNotFound();
      if (!tokenRow.created_account || !(await repository.isUnclaimed(row.client_id))) {
        throw AppError.forbidden(
          `Sign in as ${row.client_email} to open this consultation, or use the link in your confirmation e-mail.`,
          'sign_in_required',
        );
      }
      if (!(await tokens.markExchanged(tokenRow.id))) {
        throw AppError.forbidden(
          'This link has already been used. Use the link in your confirmation e-mail.',
          'token_already_used',
        );
      }
      return { row: tokenRow, userId: row.client_id };
    },
  };
}
