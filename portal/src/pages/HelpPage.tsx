import { HelpCenter } from '@expertbridge/ui-kit';
import { SUPPORT } from '../app/contact.js';

/** /help: the FAQ with its search, and the ways to reach support. */
export default function HelpPage() {
  return (
    <HelpCenter
      supportEmail={SUPPORT.email}
      supportPhone={SUPPORT.phone}
      emergencyPhone={SUPPORT.emergencyPhone}
    />
  );
}
