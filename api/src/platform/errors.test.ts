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

describe('errorMiddleware', () => {
  it('answers a failure on our side with the request id to quote, and nothing of the failure', async () => {
    const { default: Koa } = await import('koa');
    const { default: pino } = await import('pino');
    const { errorMiddleware } = await import('./errors.js');
    const app = new Koa();
    app.use(async (ctx, next) => {
      ctx.state.requestId = 'req-4b1d';
      await next();
    });
    app.use(errorMiddleware(pino({ level: 'silent' })));
    app.use(() => {
      throw new Error('connection refused to 10.0.0.5');
    });
    const server = app.listen(0);
    try {
      const { port } = server.address() as { port: number };
      const response = await fetch(`http://127.0.0.1:${port}/`);
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({
        error: {
          code: 'internal',
          message: 'Something went wrong on our side',
          requestId: 'req-4b1d',
        },
      });
    } finally {
      server.close();
    }
  });
});
