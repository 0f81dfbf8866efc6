import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/errors.js';
import { exampleResponse } from '../mocks/examples.js';
import { respond } from '../mocks/handlers.js';
import { renderHookWithKit } from '../test/renderWithKit.js';
import { useCurrentUser, useUpdateCurrentUser } from './auth.js';

describe('useUpdateCurrentUser', () => {
  it('sends the names with PATCH and puts the answer in the cached current user', async () => {
    const renamed = exampleResponse('updateCurrentUser', 200);
    const { result, requests } = renderHookWithKit(() => ({
      user: useCurrentUser(),
      update: useUpdateCurrentUser(),
    }));
    await waitFor(() => expect(result.current.user.data?.lastName).toBe('Ngata'));
    await act(() =>
      result.current.update.mutateAsync({ firstName: 'Charlotte', lastName: 'Ngata-Smith' }),
    );
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(new URL(patch!.url).pathname).toBe('/api/auth/user');
    expect(await patch!.json()).toEqual({ firstName: 'Charlotte', lastName: 'Ngata-Smith' });
    // The observer hears of the cache change on the query client's next tick.
    await waitFor(() => expect(result.current.user.data).toEqual(renamed));
    // The cache was updated from the answer, not by asking again.
    expect(
      requests.filter((r) => r.method === 'GET' && r.url.endsWith('/api/auth/user')),
    ).toHaveLength(1);
  });

  it("leaves the cached user alone and reports the server's field messages when refused", async () => {
    const { result } = renderHookWithKit(
      () => ({ user: useCurrentUser(), update: useUpdateCurrentUser() }),
      [respond('updateCurrentUser', 400)],
    );
    await waitFor(() => expect(result.current.user.isSuccess).toBe(true));
    const error = await act(() =>
      result.current.update.mutateAsync({ firstName: 'Charlotte', lastName: ' ' }).catch((e) => e),
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).details).toEqual({ lastName: 'Last name is required' });
    expect(result.current.user.data?.lastName).toBe('Ngata');
  });
});
