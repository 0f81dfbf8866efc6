import { ScheduleAlreadyRunning, ServiceError } from '@temporalio/client';
import { describe, expect, it } from 'vitest';
import { schedulesUnsupported } from './temporal-schedule.js';

/** A gRPC error as @grpc/grpc-js gives it, wrapped as the Temporal client wraps a failed schedule call. */
function refused(code: number, details: string): ServiceError {
  const grpc = Object.assign(new Error(`${code} ${details}`), { code, details, metadata: {} });
  return new ServiceError('Failed to create schedule', { cause: grpc });
}

describe('schedulesUnsupported', () => {
  it('knows a server that does not implement schedules', () => {
    expect(schedulesUnsupported(refused(12, 'UNIMPLEMENTED: Method not found'))).toBe(true);
  });

  it('leaves every other failure to be reported as one', () => {
    expect(schedulesUnsupported(refused(14, 'UNAVAILABLE: No connection established'))).toBe(false);
    expect(schedulesUnsupported(refused(7, 'PERMISSION_DENIED: Request unauthorized'))).toBe(false);
    expect(
      schedulesUnsupported(new ScheduleAlreadyRunning('exists', 'payment-reconciliation')),
    ).toBe(false);
    expect(schedulesUnsupported(new Error('12 UNIMPLEMENTED'))).toBe(false);
    expect(schedulesUnsupported(undefined)).toBe(false);
  });
});
