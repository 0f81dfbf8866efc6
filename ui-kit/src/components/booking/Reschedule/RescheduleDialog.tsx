import type { components } from '@expertbridge/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../../api/errors.js';
import { formatDateTime } from '../../../format/dates.js';
import { dateKeyIn, viewerTimeZone } from '../../../format/zones.js';
import { graphemeCount, overLimit } from '../../../format/text.js';
import { useRescheduleConsultation } from '../../../hooks/consultations.js';
import { AVAILABILITY } from '../../../hooks/consultationCache.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { Dialog } from '../../../primitives/Dialog.js';
import { TextAreaField } from '../../../primitives/Field.js';
import { useToast } from '../../feedback/Toaster/useToast.js';
import { counterpart, type RoomPart } from '../../room/ConsultationRoom/roomParty.js';
import {
  AvailabilityPicker,
  EMPTY_SELECTION,
  type BookingSelection,
} from '../AvailabilityPicker/AvailabilityPicker.js';
import { useSayRefusedTime } from '../bookingRefusal.js';
import { TimeZoneSelect } from '../TimeZoneSelect/TimeZoneSelect.js';
import { initialZone } from '../TimeZoneSelect/timeZones.js';
import { movesAtOnce } from './reschedulePolicy.js';

type Consultation = components['schemas']['Consultation'];

/** The API's bound on the note sent with a new time. */
const MESSAGE_MAX = 500;

export interface RescheduleDialogProps {
  consultation: Consultation;
  part: Exclude<RoomPart, 'admin'>;
  onClose: () => void;
  /** The zone to open in (the viewer's); the browser's by default. The viewer can choose another. */
  timeZone?: string;
}

/**
 * Reschedule: a new time from the expert's free times (same length) and an optional message. The client of a
 * consultation the expert has not accepted moves it at once; otherwise the other party is asked to accept.
 * Times are shown in the viewer's zone with the expert's named, as booking does; the viewer may show them in
 * New Zealand's or an Australian state's instead, and the current and new times follow.
 */
export function RescheduleDialog({ consultation, part, onClose, timeZone }: RescheduleDialogProps) {
  const t = useT();
  const { toast } = useToast();
  const queries = useQueryClient();
  const move = useRescheduleConsultation();
  const sayRefused = useSayRefusedTime();
  const atOnce = movesAtOnce(consultation, part);
  const other = counterpart(consultation, part).name;
  const ownZone = initialZone(timeZone, viewerTimeZone());
  const [shownIn, setShownIn] = useState(ownZone);
  const zone = { timeZone: shownIn };
  const [selection, setSelection] = useState<BookingSelection>({
    ...EMPTY_SELECTION,
    duration: consultation.duration,
  });
  const [message, setMessage] = useState('');
  const [timeError, setTimeError] = useState<string>();
  const [bookable, setBookable] = useState(true);
  const trimmed = message.trim();
  const over = overLimit(trimmed, MESSAGE_MAX);

  const choose = useCallback((next: BookingSelection) => {
    setSelection(next);
    if (next.startsAt) setTimeError(undefined);
  }, []);

  // Another zone relabels the times: a chosen start stays chosen, on its own date in that zone.
  const showIn = (next: string) => {
    setShownIn(next);
    setSelection((current) =>
      current.startsAt
        ? { ...current, date: dateKeyIn(new Date(current.startsAt), next) }
        : current,
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (move.isPending || over) return;
    if (!selection.startsAt) {
      setTimeError(t('reschedule.timeRequired'));
      return;
    }
    move.mutate(
      {
        id: consultation.id,
        scheduledAt: selection.startsAt,
        ...(trimmed ? { message: trimmed } : {}),
      },
      {
        onSuccess: (moved) => {
          const proposal = moved.rescheduleProposal;
          toast(
            proposal
              ? {
                  title: t('reschedule.proposed'),
                  description: t('reschedule.proposedDescription', {
                    name: other,
                    time: formatDateTime(proposal.scheduledAt, zone),
                  }),
                  variant: 'success',
                }
              : {
                  title: t('reschedule.moved'),
                  description: t('reschedule.movedDescription', {
                    time: formatDateTime(moved.scheduledAt, zone),
                  }),
                  variant: 'success',
                },
          );
          onClose();
        },
        onError: (error) => {
          const refused = sayRefused(error);
          if (refused) {
            void queries.invalidateQueries({
              queryKey: ['get', AVAILABILITY, { id: consultation.expertId }],
            });
            setSelection((current) => ({ ...current, startsAt: null }));
            setTimeError(refused);
            return;
          }
          const known = error instanceof ApiRequestError ? error : undefined;
          toast({
            title: t('reschedule.failed'),
            description: known?.serverMessage ?? t('reschedule.failedDescription'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Dialog title={t('reschedule.title')} onClose={onClose}>
      <form className="eb-booking" noValidate onSubmit={submit}>
        <p>
          {atOnce
            ? t('reschedule.moveNow', { name: other })
            : t('reschedule.propose', {
                name: other,
                current: formatDateTime(consultation.scheduledAt, zone),
              })}
        </p>
        <TimeZoneSelect value={shownIn} onChange={showIn} />
        <AvailabilityPicker
          expertId={consultation.expertId}
          value={selection}
          onChange={choose}
          durations={[consultation.duration]}
          errors={{ startsAt: timeError }}
          onBookable={setBookable}
          timeZone={shownIn}
          zoneIsViewers={shownIn === ownZone}
        />
        {/* The change at a glance, in the zone chosen; said again as the choice changes. */}
        <p className="eb-reschedule-change" role="status">
          {selection.startsAt
            ? t('reschedule.change', {
                current: formatDateTime(consultation.scheduledAt, zone),
                next: formatDateTime(selection.startsAt, zone),
              })
            : null}
        </p>
        <TextAreaField
          label={t('reschedule.message')}
          name="message"
          rows={3}
          value={message}
          hint={`${t('reschedule.messageHint')} ${graphemeCount(trimmed)}/${MESSAGE_MAX}`}
          error={over ? t('reschedule.messageTooLong', { max: MESSAGE_MAX }) : undefined}
          onChange={(event) => setMessage(event.target.value)}
        />
        <div className="eb-dialog__footer">
          <Button variant="secondary" onClick={onClose}>
            {t('reschedule.keep')}
          </Button>
          <Button type="submit" disabled={move.isPending || !bookable}>
            {move.isPending
              ? t('reschedule.busy')
              : atOnce
                ? t('reschedule.submitMove')
                : t('reschedule.submitPropose')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
