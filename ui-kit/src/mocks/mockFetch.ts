import { getResponse, type HttpHandler } from 'msw';

/**
 * A fetch that answers from msw handlers in memory: stories and tests use the same handlers without a
 * service worker or a server, so the static Storybook works offline, inside shadow roots and under CSP.
 * A request no handler answers gets a 501 naming it, so a missing handler is obvious.
 */
export function mockFetch(handlers: HttpHandler[]): (input: Request) => Promise<Response> {
  return async (request) => {
    const response = await getResponse(handlers, request);
    // HttpResponse.error() stands for a dropped connection, which real fetch reports by rejecting.
    if (response?.type === 'error') throw new TypeError('Failed to fetch');
    if (response) return response;
    return Response.json(
      { error: { code: 'unhandled', message: `No mock for ${request.method} ${request.url}` } },
      { status: 501 },
    );
  };
}
