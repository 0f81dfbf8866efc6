import { ConsultationRoom } from '@expertbridge/ui-kit';
import { useParams } from 'react-router';
import { SUPPORT } from '../app/contact.js';
import { ROOM_PANELS, useHashPanel } from '../app/hashPanel.js';

/**
 * /consultation/{id}: the room (the API lets in only its two parties and admins); #review opens the review
 * dialog and #report the problem report, and closing either clears the hash.
 */
export default function ConsultationPage() {
  const { id = '' } = useParams();
  const { panel, setPanel } = useHashPanel(ROOM_PANELS);
  return (
    <ConsultationRoom
      key={id}
      consultationId={id}
      supportEmail={SUPPORT.email}
      panel={panel}
      onPanelChange={setPanel}
    />
  );
}
