import { AvailabilityEditor } from '@expertbridge/ui-kit';

/** /expert/availability: the expert's weekly hours, days off, booking rules, preview and calendar sync. */
export default function ExpertAvailabilityPage() {
  return <AvailabilityEditor />;
}
