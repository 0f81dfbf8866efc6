import { PolicyPage } from '@expertbridge/ui-kit';

/** /terms: the Terms of Service, 13 sections. */
export default function TermsPage() {
  return <PolicyPage policy="terms" />;
}
