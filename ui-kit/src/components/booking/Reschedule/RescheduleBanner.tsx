import type { components } from '@expertbridge/sdk';
import { formatDateTime } from '../../../format/dates.js';
import { timeZoneName, viewerTimeZone } from '../../../format/zones.js';
import {
  useAcceptReschedule,
  useDeclineReschedule,
  useWithdrawReschedule,
} from '../../../hooks/consultations.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { useToast } from '../../feedback/Toaster/useToast.js';
import { useFailureToast } from '../../room/ConsultationRoom/RoomDialog.js';
import { counterpart, type RoomPart } from '../../room/ConsultationRoom/roomParty.js';
import { useSayRefusedTime } from '../bookingRefusal.js';
import { openProposal } from './reschedulePolicy.js';

type Consultation = components['schemas']['Consultation'];

export interface RescheduleBannerProps {
  consultation: Consultation;
  part: RoomPart;
  now: Date;
  /** The viewer's IANA zone; the browser's by default, as the rest of the room shows times. */
  timeZone?: string;
}

/**
 * An open proposal of a new time: its proposer sees it waiting with Withdraw; the other party Accept and
 * Decline; an admin reads it. Nothing when there is none or it has lapsed.
 */
export function RescheduleBanner({ consultation, part, now, timeZone }: RescheduleBannerProps) {
  const t = useT();
  const { toast } = useToast();
  const failed = useFailureToast();
  const sayRefused = useSayRefusedTime();
  const accept = useAcceptReschedule();
  const decline = useDeclineReschedule();
  const withdraw = useWithdrawReschedule();
  const proposal = openProposal(consultation, now);
  if (!proposal) return null;
  const zone = { timeZone: timeZone ?? viewerTimeZone() };
  // The proposed time names its zone: the room's other times are the viewer's, the proposer may be elsewhere.
  const time = t('reschedule.banner.when', {
    time: formatDateTime(proposal.scheduledAt, zone),
    zone: timeZoneName(zone.timeZone, new Date(proposal.scheduledAt)),
  });
  const mine = part === proposal.proposedBy;
  const name = counterpart(consultation, part).name;
  const busy = accept.isPending || decline.isPending || withdraw.isPending;
  const { id } = consultation;
  const done = (title: string, description?: string) => ({
    onSuccess: (moved: Consultation) =>
      toast({
        title,
        description:
          description ??
          t('reschedule.acceptedDescription', {
            time: formatDateTime(moved.scheduledAt, zone),
          }),
        variant: 'success' as const,
      }),
    onError: (error: unknown) => {
      // A time no longer free is said as booking says it; the proposal stays open.
      if (sayRefused(error)) return;
      failed(error, t('reschedule.failed'), t('reschedule.failedDescription'));
    },
  });

  let says: string;
  let actions = null;
  if (part === 'admin') {
    says = t('reschedule.banner.watching', {
      party: t(`reschedule.party.${proposal.proposedBy}`),
      time,
    });
  } else if (mine) {
    says = t('reschedule.banner.mine', { time, name });
    actions = (
      <Button
        variant="secondary"
        disabled={busy}
        onClick={() => withdraw.mutate({ id }, done(t('reschedule.withdrawn'), ''))}
      >
        {t('reschedule.withdraw')}
      </Button>
    );
  } else {
    says = t('reschedule.banner.theirs', { name, time });
    actions = (
      <>
        <Button
          disabled={busy}
          onClick={() => accept.mutate({ id }, done(t('reschedule.accepted')))}
        >
          {t('reschedule.accept')}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() =>
            decline.mutate(
              { id },
              done(t('reschedule.declined'), t('reschedule.declinedDescription')),
            )
          }
        >
          {t('reschedule.decline')}
        </Button>
      </>
    );
  }

  return (
    <section className="eb-reschedule-banner" aria-labelledby={`${id}-proposal`}>
      <h3 id={`${id}-proposal`} className="eb-reschedule-banner__title">
        {t('reschedule.banner.title')}
      </h3>
      <p>{says}</p>
      {proposal.message ? (
        <p className="eb-reschedule-banner__message">
          {t(mine ? 'reschedule.banner.myMessage' : 'reschedule.banner.message', {
            message: proposal.message,
          })}
        </p>
      ) : null}
      <p className="eb-muted">
        {t('reschedule.banner.expires', { time: formatDateTime(proposal.expiresAt, zone) })}
      </p>
      {actions ? <div className="eb-room__actions">{actions}</div> : null}
    </section>
  );
}
