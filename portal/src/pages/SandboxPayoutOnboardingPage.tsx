import { SandboxOnboardingForm } from '@expertbridge/ui-kit';
import { useParams } from 'react-router';

/** /sandbox/payout-onboarding/{token}: the sandbox gateway's stand-in for Stripe's hosted onboarding. */
export default function SandboxPayoutOnboardingPage() {
  const { token = '' } = useParams();
  return <SandboxOnboardingForm key={token} token={token} />;
}
