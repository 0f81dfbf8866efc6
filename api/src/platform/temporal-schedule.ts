// Creating a Temporal Schedule, or bringing an existing one to the given settings: every worker does it at start for
// the schedules it runs, so two workers starting at once end with one schedule, set as the last one said.
import {
  isGrpcServiceError,
  ScheduleAlreadyRunning,
  ServiceError,
  type Client,
  type ScheduleOptions,
  type ScheduleOptionsStartWorkflowAction,
} from '@temporalio/client';
import type { Workflow } from '@temporalio/common';

/** What a schedule starts, when, and what it does about overlaps and catch-up. */
export interface ScheduleSettings<W extends Workflow> {
  spec: ScheduleOptions['spec'];
  action: ScheduleOptionsStartWorkflowAction<W>;
  policies: NonNullable<ScheduleOptions['policies']>;
}

/** Creates the schedule, or brings an existing one to these settings. */
export async function ensureSchedule<W extends Workflow>(
  client: Client,
  scheduleId: string,
  settings: ScheduleSettings<W>,
): Promise<void> {
  try {
    await client.schedule.create({ scheduleId, ...settings });
  } catch (error) {
    if (!(error instanceof ScheduleAlreadyRunning)) throw error;
    await client.schedule
      .getHandle(scheduleId)
      .update((previous) => ({ ...previous, ...settings }));
  }
}

/** gRPC's status for a call the server does not implement. */
const GRPC_UNIMPLEMENTED = 12;

/**
 * Whether the server refused a schedule because it runs none at all: Temporal's time-skipping test server (the
 * journeys that move time forward) has no schedules, a real cluster or the dev server has.
 */
export function schedulesUnsupported(error: unknown): boolean {
  return (
    error instanceof ServiceError &&
    isGrpcServiceError(error.cause) &&
    error.cause.code === GRPC_UNIMPLEMENTED
  );
}
