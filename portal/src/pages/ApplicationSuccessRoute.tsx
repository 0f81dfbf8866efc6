import { ApplicationSuccess } from '@expertbridge/ui-kit';
import { SUPPORT } from '../app/contact.js';

/** /expert-application-success: Under Review, the next steps and their timelines. */
export default function ApplicationSuccessRoute() {
  return <ApplicationSuccess supportEmail={SUPPORT.email} supportPhone={SUPPORT.phone} />;
}
