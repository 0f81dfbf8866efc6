import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../../api/errors.js';
import { useConsultation } from '../../../hooks/consultations.js';
import { useSession } from '../../../hooks/session.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { useLive } from '../../../live/LiveProvider.js';
import { useConsultationChat } from '../../../live/useConsultationChat.js';
import { useVideoCall, type MediaEnvironment } from '../../../live/useVideoCall.js';
import { Link, useNavigate } from '../../../navigation/Navigation.js';
import { ErrorState, Spinner, StateMessage } from '../../../primitives/State.js';
import { AccessDenied } from '../../static/AccessDenied/AccessDenied.js';
import { ChatPanel } from '../ChatPanel/ChatPanel.js';
import {
  LegalDisclaimerDialog,
  needsLegalDisclaimer,
} from '../LegalDisclaimerDialog/LegalDisclaimerDialog.js';
import { ReviewDialog } from '../ReviewDialog/ReviewDialog.js';
import { VideoPanel } from '../VideoPanel/VideoPanel.js';
import { useNow } from './roomClock.js';
import { counterpart, partyNames, roomPart } from './roomParty.js';
import { RoomHeader } from './RoomHeader.js';
import { RoomSidePanel } from './RoomSidePanel.js';
import { StatusPanel } from './StatusPanel.js';

/** The review dialog opens this long after the consultation ends (part 2 §4.1). */
export const REVIEW_DELAY_MS = 1_000;
/** How often the room re-reads the consultation while the live connection is down. */
export const ROOM_POLL_MS = 15_000;
/** Chat is open in these statuses, read-only after (part 2 §4.1, DESIGN §6). */
const CHAT_OPEN = new Set(['pending', 'confirmed', 'in_progress']);

const disclaimerKey = (id: string) => `eb-room-disclaimer:${id}`;

function disclaimerAccepted(id: string): boolean {
  try {
    return globalThis.localStorage?.getItem(disclaimerKey(id)) === 'accepted';
  } catch {
    return false;
  }
}

/** A dialog the room opens on arrival; the portal keeps it in the URL hash (#review, #report). */
export type RoomPanel = 'review' | 'report' | null;

export interface ConsultationRoomProps {
  consultationId: string;
  /** The dialog to open on arrival (a dashboard row's Leave a Review or Report a Problem), when allowed. */
  panel?: RoomPanel;
  /** The dialog was closed; the portal clears the hash. */
  onPanelChange?: (panel: RoomPanel) => void;
  /** Shown as Contact Support in the side panel. */
  supportEmail?: string;
  /** The browser's camera and WebRTC, replaceable in tests. */
  media?: MediaEnvironment;
}

/**
 * The consultation room (part 2 §2.3, §4): the header, the panel of the current status, the chat and the
 * video call while it is in progress (after the legal disclaimer for legal, tax and financial experts),
 * and the side panel. Status changes arrive over the live connection, or by polling while it is down.
 * `panel` opens the review or the problem report at once, if this viewer may still leave or send one.
 */
export function ConsultationRoom({
  consultationId,
  supportEmail,
  media,
  panel = null,
  onPanelChange,
}: ConsultationRoomProps) {
  const t = useT();
  const navigate = useNavigate();
  const session = useSession();
  const live = useLive();
  const consultation = useConsultation(
    consultationId,
    live.state === 'connected' ? false : ROOM_POLL_MS,
  );
  const data = consultation.data;
  const part = data ? roomPart(data, session.user?.id) : 'admin';
  const status = data?.status;
  const chat = useConsultationChat(consultationId, Boolean(status && status !== 'pending_payment'));
  const call = useVideoCall(consultationId, chat.joined, media);
  const now = useNow([data?.deadlines.joinWindowOpensAt, data?.deadlines.noShowReportableAt]);
  const [accepted, setAccepted] = useState(() => disclaimerAccepted(consultationId));
  const [reviewing, setReviewing] = useState(false);
  // The dialog asked for on arrival, until it is closed (the host then clears it too).
  const [requested, setRequested] = useState<RoomPanel>(panel);
  const [given, setGiven] = useState<RoomPanel>(panel);
  if (panel !== given) {
    // The host asked for another dialog (a new hash): follow it.
    setGiven(panel);
    setRequested(panel);
  }
  const dismissRequested = () => {
    if (!requested) return;
    setRequested(null);
    onPanelChange?.(null);
  };

  // The client is offered a review a second after the consultation ends, whoever ended it.
  const previous = useRef(status);
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (was !== 'in_progress' || status !== 'completed' || part !== 'client' || data?.review)
      return;
    const timer = setTimeout(() => setReviewing(true), REVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, part, data?.review]);

  // Leaving the room (or the call ending) turns the camera off.
  const { hangUp } = call;
  const inProgress = status === 'in_progress';
  useEffect(() => {
    if (!inProgress) hangUp();
  }, [inProgress, hangUp]);

  if (consultation.isPending || session.isLoading) return <Spinner />;
  const { error } = consultation;
  if (error instanceof ApiRequestError && error.status === 401) {
    return <AccessDenied returnTo={`/consultation/${consultationId}`} />;
  }
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
    return (
      <StateMessage
        headingLevel={1}
        title={t('room.notFound.title')}
        description={t('room.notFound.description')}
        action={
          <Link to="/dashboard" className="eb-btn eb-btn--primary">
            {t('room.backToDashboard')}
          </Link>
        }
      />
    );
  }
  // A refresh that failed for a passing reason (the network, a server restarting) keeps the room as it was:
  // the next refresh, or the live connection coming back, brings it up to date.
  const room = consultation.data;
  if (!room)
    return <ErrorState error={consultation.error} onRetry={() => void consultation.refetch()} />;
  const other = counterpart(room, part);
  const gated =
    inProgress && part !== 'admin' && needsLegalDisclaimer(room.expert.category.name) && !accepted;
  const readOnly = part === 'admin' || !CHAT_OPEN.has(room.status);

  return (
    <div className="eb-room">
      <RoomHeader consultation={room} counterpartName={other.name} />
      <div className="eb-room__body">
        <div className="eb-room__main">
          <StatusPanel
            consultation={room}
            part={part}
            now={now}
            onReview={() => setReviewing(true)}
            reportRequested={requested === 'report'}
            onDialogClose={dismissRequested}
          />
          {inProgress && part !== 'admin' && !gated ? (
            <VideoPanel call={call} otherName={other.name} otherPresent={chat.present.length > 0} />
          ) : null}
          {room.status !== 'pending_payment' && !gated ? (
            <ChatPanel
              chat={chat}
              viewerId={session.user?.id ?? ''}
              names={partyNames(room)}
              readOnly={readOnly}
            />
          ) : null}
        </div>
        <RoomSidePanel consultation={room} part={part} supportEmail={supportEmail} />
      </div>
      {gated ? (
        <LegalDisclaimerDialog
          category={room.expert.category.name}
          onAccept={() => {
            try {
              globalThis.localStorage?.setItem(disclaimerKey(consultationId), 'accepted');
            } catch {
              // Not stored: it is asked again on the next visit.
            }
            setAccepted(true);
          }}
          onCancel={() => navigate('/dashboard')}
        />
      ) : null}
      {(reviewing || (requested === 'review' && room.status === 'completed')) &&
      part === 'client' &&
      !room.review ? (
        <ReviewDialog
          consultation={room}
          onClose={() => {
            setReviewing(false);
            dismissRequested();
          }}
        />
      ) : null}
    </div>
  );
}
