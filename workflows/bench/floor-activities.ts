// The floor workflow's activities: the product's names and inputs, no I/O, answered at once with what the
// product's answer (nothing). `onPaid` lets the bench's driver wait for the payment to be recorded, as the API's
// process-payment waits for the database.
import type { LifecycleActivities } from '../src/activities.js';

/** The floor's task queue: its own, so that its worker never takes a product task. */
export const FLOOR_TASK_QUEUE = 'floor-lifecycle';

export type FloorActivities = Pick<LifecycleActivities, 'markPaid' | 'confirmConsultation'>;

export function floorActivities(
  onPaid: (consultationId: string) => void = () => {},
): FloorActivities {
  return {
    markPaid({ consultationId }) {
      onPaid(consultationId);
      return Promise.resolve();
    },
    confirmConsultation() {
      return Promise.resolve();
    },
  };
}

/** The floor workflow's sinks for its worker: `booked` after the booking's first workflow task. */
export function floorSinks(onBooked: (consultationId: string) => void = () => {}) {
  return {
    floor: { booked: { fn: (_info: unknown, consultationId: string) => onBooked(consultationId) } },
  };
}

/** The module the floor worker bundles its workflow from. */
export const floorWorkflowsPath = new URL('./floor.workflow.ts', import.meta.url);
