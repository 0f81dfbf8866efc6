import type { ReactNode } from 'react';
import { formatDateTime } from '../../../format/dates.js';
import { loginUrl } from '../../../hooks/auth.js';
import {
  useMyConsultations,
  type Consultation,
  type ConsultationListParams,
} from '../../../hooks/consultations.js';
import { useSession } from '../../../hooks/session.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Button } from '../../../primitives/Button.js';
import { Dialog } from '../../../primitives/Dialog.js';
import { ErrorState, Spinner } from '../../../primitives/State.js';
import { StatusBadge } from '../../feedback/StatusBadge/StatusBadge.js';

/**
 * The statuses in which a consultation's room (and so its chat) is open to its client, most useful first:
 * a running one, then a confirmed one, then a request the expert has not answered yet.
 */
export const CHAT_STATUSES = ['in_progress', 'confirmed', 'pending'] as const;

/**
 * The list endpoint filters by one status but not by expert, so each active status is asked for on its own
 * (soonest first, the largest page) and the expert is picked out here.
 */
const listOf = (status: (typeof CHAT_STATUSES)[number]): ConsultationListParams => ({
  status,
  order: 'asc',
  pageSize: 100,
});

export interface ProfileChatDialogProps {
  /** The expert whose profile this is (an expert profile id, as `Consultation.expertId`). */
  expertId: string;
  onClose: () => void;
  /** Book Consultation: the profile page opens its booking dialog. */
  onBook: () => void;
  /** Where Log In comes back to; the profile with its chat panel open by default. */
  returnTo?: string;
  /** The viewer's IANA zone for the consultation's start; the browser's by default. */
  timeZone?: string;
}

/**
 * The profile's chat panel (#chat, part 1 §2, part 2 §2.1). Visitors are asked to log in; a signed-in client
 * without a pending, confirmed or running consultation with this expert is asked to book one; with one, it
 * links to that consultation's room, where the chat is. One dialog throughout, so focus stays put while the
 * session and the consultations load.
 */
export function ProfileChatDialog({
  expertId,
  onClose,
  onBook,
  returnTo,
  timeZone,
}: ProfileChatDialogProps) {
  const t = useT();
  const session = useSession();
  const active = useChatConsultation(expertId, session.isSignedIn);

  let body: ReactNode;
  let footer: ReactNode = null;
  if (session.isLoading || (session.isSignedIn && active.isPending)) {
    body = <Spinner />;
  } else if (!session.isSignedIn) {
    body = <p className="eb-profile-chat__text">{t('profileChat.loginRequired')}</p>;
    footer = (
      <Link
        to={loginUrl(returnTo ?? `/expert-profile/${expertId}#chat`)}
        fullPage
        className="eb-btn eb-btn--primary"
      >
        {t('profileChat.logIn')}
      </Link>
    );
  } else if (active.consultation) {
    body = (
      <ActiveConsultation consultation={active.consultation} {...(timeZone ? { timeZone } : {})} />
    );
    footer = (
      <Link to={`/consultation/${active.consultation.id}`} className="eb-btn eb-btn--primary">
        {t('profileChat.openChat')}
      </Link>
    );
  } else if (active.isError) {
    // Only a failed list can hide an active consultation; what did load found none.
    body = <ErrorState error={active.error} onRetry={active.retry} />;
  } else {
    body = <p className="eb-profile-chat__text">{t('profileChat.bookingRequired')}</p>;
    footer = <Button onClick={onBook}>{t('booking.title')}</Button>;
  }

  return (
    <Dialog title={t('profileChat.title')} onClose={onClose} footer={footer}>
      {body}
    </Dialog>
  );
}

/** The signed-in client's active consultation with the expert, if any. */
function useChatConsultation(expertId: string, enabled: boolean) {
  const inProgress = useMyConsultations(listOf('in_progress'), enabled);
  const confirmed = useMyConsultations(listOf('confirmed'), enabled);
  const pending = useMyConsultations(listOf('pending'), enabled);
  const lists = [inProgress, confirmed, pending];
  return {
    consultation: lists
      .flatMap((list) => list.data?.items ?? [])
      .find((item) => item.expertId === expertId),
    isPending: lists.some((list) => list.isPending),
    isError: lists.some((list) => list.isError),
    error: lists.find((list) => list.isError)?.error,
    retry: () => lists.forEach((list) => void list.refetch()),
  };
}

function ActiveConsultation({
  consultation,
  timeZone,
}: {
  consultation: Consultation;
  timeZone?: string;
}) {
  const t = useT();
  return (
    <div className="eb-profile-chat">
      <p className="eb-profile-chat__text">{t('profileChat.inRoom')}</p>
      <dl className="eb-profile-chat__facts">
        <dt>{t('profileChat.consultation')}</dt>
        <dd>{consultation.title}</dd>
        <dt>{t('profileChat.status')}</dt>
        <dd>
          <StatusBadge status={consultation.status} />
        </dd>
        <dt>{t('profileChat.when')}</dt>
        <dd>
          <time dateTime={consultation.scheduledAt}>
            {formatDateTime(consultation.scheduledAt, timeZone ? { timeZone } : {})}
          </time>
        </dd>
      </dl>
    </div>
  );
}
