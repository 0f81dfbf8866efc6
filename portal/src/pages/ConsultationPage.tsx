import { ConsultationRoom } from '@expertbridge/ui-kit';
import { useParams } from 'react-router';
import { SUPPORT } from '../app/contact.js';

/** /consultation/{id}: the room (the API lets in only its two parties and admins). */
export default function ConsultationPage() {
  const { id = '' } = useParams();
  return <ConsultationRoom key={id} consultationId={id} supportEmail={SUPPORT.email} />;
}
