import { useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../../api/errors.js';
import {
  useCreateWidgetBooking,
  WIDGET_AVAILABILITY,
  widgetBookingKey,
  type BookingMetadata,
  type WidgetBookingCreated,
} from '../../../hooks/widget.js';
import type { ConsultationDuration } from '../../../hooks/consultations.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { useToast } from '../../feedback/Toaster/useToast.js';
import { useSayRefusedTime } from '../../booking/bookingRefusal.js';
import type { GuestDetails } from './DetailsStep.js';

/**
 * The widget's booking request: the created booking goes to `onCreated` (and into the cache its payment step reads);
 * a time the expert's rules refuse goes to `onRefused` with why, the free times read again; any other failure is a toast.
 */
export function useBookingRequest({
  expertId,
  metadata,
  onCreated,
  onRefused,
}: {
  expertId: string;
  metadata: BookingMetadata | undefined;
  onCreated: (created: WidgetBookingCreated) => void;
  onRefused: (why: string) => void;
}) {
  const t = useT();
  const { toast } = useToast();
  const queries = useQueryClient();
  const create = useCreateWidgetBooking();
  const sayRefused = useSayRefusedTime();

  const send = (
    slot: { scheduledAt: string; duration: ConsultationDuration },
    guest: GuestDetails,
  ) =>
    create.mutate(
      {
        expertId,
        ...slot,
        title: guest.title,
        description: guest.description || null,
        guest: { name: guest.name, email: guest.email },
        ...(metadata && Object.keys(metadata).length > 0 ? { metadata } : {}),
      },
      {
        onSuccess: (created) => {
          const { bookingToken: _token, bookingTokenExpiresAt: _expires, ...booking } = created;
          queries.setQueryData(widgetBookingKey(created.id), booking);
          onCreated(created);
        },
        onError: (error) => {
          const refused = sayRefused(error);
          if (refused) {
            void queries.invalidateQueries({ queryKey: ['get', WIDGET_AVAILABILITY] });
            onRefused(refused);
            return;
          }
          toast({
            title: t('booking.failedTitle'),
            description:
              (error instanceof ApiRequestError ? error.serverMessage : undefined) ??
              t('booking.failedDescription'),
            variant: 'destructive',
          });
        },
      },
    );
  return { send, busy: create.isPending };
}
