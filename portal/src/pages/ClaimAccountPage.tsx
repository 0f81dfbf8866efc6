import { ClaimAccount } from '@expertbridge/ui-kit';

export default function ClaimAccountPage() {
  return <ClaimAccount />;
}
