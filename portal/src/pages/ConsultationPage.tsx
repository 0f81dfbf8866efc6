import { ConsultationRoom } from '@expertbridge/ui-kit';
import { useLocation, useNavigate, useParams } from 'react-router';
import { SUPPORT } from '../app/contact.js';

const PANELS = { '#review': 'review', '#report': 'report' } as const;

/**
 * /consultation/{id}: the room (the API lets in only its two parties and admins); #review opens the review
 * dialog and #report the problem report, and closing either clears the hash.
 */
export default function ConsultationPage() {
  const { id = '' } = useParams();
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <ConsultationRoom
      key={id}
      consultationId={id}
      supportEmail={SUPPORT.email}
      panel={PANELS[hash as keyof typeof PANELS] ?? null}
      onPanelChange={(next) =>
        void navigate({ pathname, search, hash: next ? `#${next}` : '' }, { replace: true })
      }
    />
  );
}
