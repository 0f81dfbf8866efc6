import { PolicyPage } from '@expertbridge/ui-kit';

/** /privacy: the Privacy Policy, 11 sections. */
export default function PrivacyPage() {
  return <PolicyPage policy="privacy" />;
}
