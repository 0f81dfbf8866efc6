import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { EXAMPLES, operation, type OperationId } from './examples.js';

/** `/api/experts/{id}` as an msw pattern on any origin. */
function pattern(path: string): string {
  return `*${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/** A JSON answer, `null` included (as `/api/experts/profile/me` gives); 204 has no body. */
function reply(body: unknown, status: number) {
  return status === 204 || body === undefined
    ? new HttpResponse(null, { status })
    : HttpResponse.json(body as object, { status });
}

/** An operation's path as an msw pattern, for handlers that compute their answer. */
export function operationPattern(id: OperationId): string {
  return pattern(operation(id).path);
}

/**
 * A handler answering one operation. Without a body it answers the contract's example for that status
 * (so error states use the contract's own error bodies).
 */
export function respond(id: OperationId, status: number, body?: unknown): HttpHandler {
  const op = operation(id);
  const payload = body === undefined ? op.responses[String(status)] : body;
  return http[op.method](pattern(op.path), () => reply(structuredClone(payload), status));
}

/** A handler that never answers: the loading state. */
export function pending(id: OperationId): HttpHandler {
  const op = operation(id);
  return http[op.method](pattern(op.path), async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });
}

/** A handler whose request fails like a dropped connection. */
export function networkError(id: OperationId): HttpHandler {
  const op = operation(id);
  return http[op.method](pattern(op.path), () => HttpResponse.error());
}

/**
 * Every API operation answering its first success example. Fixed paths come before parameterised
 * ones so `/api/experts/my-profile` is not taken for an expert id.
 */
export function contractHandlers(): HttpHandler[] {
  const ids = (Object.keys(EXAMPLES) as OperationId[]).filter((id) =>
    operation(id).path.startsWith('/api/'),
  );
  const params = (id: OperationId) => (operation(id).path.match(/\{/g) ?? []).length;
  return ids
    .sort((a, b) => params(a) - params(b))
    .flatMap((id) => {
      const success = Object.keys(operation(id).responses).find((s) => s.startsWith('2'));
      return success ? [respond(id, Number(success))] : [];
    });
}

/** A handler answering a bare 500: the error state of a read the contract gives no error example for. */
export function failing(id: OperationId): HttpHandler {
  return respond(id, 500, null);
}
