// Assertions on update rejections, as the API will see them.
import { WorkflowUpdateFailedError } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import { expect } from 'vitest';

/** Asserts that an update was rejected with this failure type (and, optionally, message). */
export async function expectRejected(promise: Promise<unknown>, type: string, message?: RegExp) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error, `expected a ${type} rejection`).toBeInstanceOf(WorkflowUpdateFailedError);
  const cause = (error as WorkflowUpdateFailedError).cause;
  expect(cause).toBeInstanceOf(ApplicationFailure);
  expect((cause as ApplicationFailure).type).toBe(type);
  if (message) expect((cause as ApplicationFailure).message).toMatch(message);
}
