import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, toAppError } from './errors.js';

describe('toAppError', () => {
  it('keeps an AppError as it is', () => {
    const error = AppError.conflict('email_taken', 'taken');
    expect(toAppError(error)).toBe(error);
  });

  it('turns zod failures into 400 with a message per field path', () => {
    const result = z
      .object({ user: z.object({ email: z.email('Valid email address is required') }) })
      .safeParse({ user: { email: 'nope' } });
    const error = toAppError(result.error);
    expect(error.status).toBe(400);
    expect(error.code).toBe('validation_failed');
    expect(error.details).toEqual({ 'user.email': 'Valid email address is required' });
  });

  it('maps client HTTP errors by status and hides messages that are not exposed', () => {
    const tooLarge = toAppError(Object.assign(new Error('secret detail'), { status: 413 }));
    expect(tooLarge).toMatchObject({ status: 413, code: 'payload_too_large' });
    expect(tooLarge.message).not.toContain('secret');
    const badJson = toAppError(
      Object.assign(new Error('Unexpected token'), { status: 400, type: 'entity.parse.failed' }),
    );
    expect(badJson).toMatchObject({ status: 400, code: 'invalid_json' });
  });

  it('never leaks details of unexpected failures', () => {
    const error = toAppError(new Error('connection refused to 10.0.0.5'));
    expect(error).toMatchObject({ status: 500, code: 'internal' });
    expect(error.message).not.toContain('10.0.0.5');
  });
});
