import { useExpert } from '../../../hooks/catalogue.js';
import type { Consultation } from '../../../hooks/consultations.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { Icon } from '../../../primitives/Icon.js';
import { BookingDialog } from '../../booking/BookingDialog/BookingDialog.js';
import { FavoriteToggle } from '../../directory/FavoriteToggle/FavoriteToggle.js';
import { ExpertProfileView } from '../ExpertProfileView/ExpertProfileView.js';
import { ProfileChatDialog } from '../ProfileChatDialog/ProfileChatDialog.js';

/** The profile's open panel; the portal keeps it in the URL hash (#book, #chat). */
export type ProfilePanel = 'book' | 'chat' | null;

export interface ExpertProfilePageProps {
  /** The expert's id (from /expert-profile/{id}). */
  id: string;
  /** The open panel, from the URL hash. */
  panel: ProfilePanel;
  /** Opens a panel, or closes it with null; the portal updates the hash. */
  onPanelChange: (panel: ProfilePanel) => void;
  /** A booking was made (`pending_payment`); the portal goes on to /payment/{id}. */
  onBooked: (consultation: Consultation) => void;
  /** The viewer's IANA zone; the browser's by default. */
  timeZone?: string;
}

/**
 * The expert profile page (part 1 §2, part 2 §2.1): the profile with Book Consultation, Start Chat and the
 * favourite toggle, and
 * the panel the hash names: #book the booking dialog, #chat the chat dialog (whose Book Consultation moves
 * on to #book). A panel opens once the expert has loaded; an unknown expert opens none.
 */
export function ExpertProfilePage({
  id,
  panel,
  onPanelChange,
  onBooked,
  timeZone,
}: ExpertProfilePageProps) {
  const t = useT();
  // The same query as the view's: one request, and the booking dialog gets the Expert it needs.
  const expert = useExpert(id);
  const zone = timeZone ? { timeZone } : {};
  const close = () => onPanelChange(null);

  return (
    <div className="eb-profile-page">
      <ExpertProfileView
        id={id}
        actions={
          <div className="eb-profile-page__actions">
            <Button onClick={() => onPanelChange('book')}>{t('booking.title')}</Button>
            <Button variant="secondary" onClick={() => onPanelChange('chat')}>
              <Icon name="chat" />
              {t('profileChat.title')}
            </Button>
            {expert.data ? <FavoriteToggle expert={expert.data} labelled /> : null}
          </div>
        }
      />
      {expert.data && panel === 'book' ? (
        <BookingDialog expert={expert.data} onClose={close} onBooked={onBooked} {...zone} />
      ) : null}
      {expert.data && panel === 'chat' ? (
        <ProfileChatDialog
          expertId={expert.data.id}
          onClose={close}
          onBook={() => onPanelChange('book')}
          {...zone}
        />
      ) : null}
    </div>
  );
}
