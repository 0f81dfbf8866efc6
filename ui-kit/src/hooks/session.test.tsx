import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { exampleResponse } from '../mocks/examples.js';
import { respond } from '../mocks/handlers.js';
import { renderHookWithKit } from '../test/renderWithKit.js';
import { AUTH_CHANNEL, AUTH_STORAGE_KEY, announceAuthChange } from './authEvents.js';
import { useSession } from './session.js';

const userChecks = (requests: Request[]) =>
  requests.filter((r) => new URL(r.url).pathname === '/api/auth/user').length;

async function signedIn() {
  const rendered = renderHookWithKit(() => useSession());
  await waitFor(() => expect(rendered.result.current.isLoading).toBe(false));
  return rendered;
}

describe('useSession', () => {
  it('checks the session on load and reports the signed-in user', async () => {
    const { result, requests } = await signedIn();
    expect(result.current.user?.firstName).toBe('Charlotte');
    expect(result.current.isSignedIn).toBe(true);
    expect(userChecks(requests)).toBe(1);
  });

  it('treats any non-success answer as signed out', async () => {
    const { result } = renderHookWithKit(() => useSession(), [respond('getCurrentUser', 401)]);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(result.current.isSignedIn).toBe(false);
  });

  it('keeps the signed-in user when a re-check cannot reach the API or it fails', async () => {
    let answer: 'down' | 'error' | 'ok' = 'ok';
    const flaky = http.get('*/api/auth/user', () => {
      if (answer === 'down') return HttpResponse.error();
      if (answer === 'error') return new HttpResponse(null, { status: 503 });
      return HttpResponse.json(exampleResponse('getCurrentUser', 200));
    });
    const { result, requests } = renderHookWithKit(() => useSession(), [flaky]);
    await waitFor(() => expect(result.current.isSignedIn).toBe(true));
    answer = 'down';
    act(() => window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(userChecks(requests)).toBe(2));
    answer = 'error';
    act(() => window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(userChecks(requests)).toBe(3));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.user?.firstName).toBe('Charlotte');
  });

  it.each([
    ['window focus', () => window.dispatchEvent(new Event('focus'))],
    ['a login-success event', () => window.dispatchEvent(new Event('login-success'))],
    ['a logout event', () => window.dispatchEvent(new Event('logout'))],
    ['the tab becoming visible', () => document.dispatchEvent(new Event('visibilitychange'))],
    [
      'another tab writing auth_changed',
      () => window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY })),
    ],
  ])('re-checks on %s', async (_what, trigger) => {
    const { requests } = await signedIn();
    act(trigger);
    await waitFor(() => expect(userChecks(requests)).toBe(2));
  });

  it('ignores storage events for other keys', async () => {
    const { requests } = await signedIn();
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'theme' })));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(userChecks(requests)).toBe(1);
  });

  it('re-checks when another tab announces a change on the channel', async () => {
    const { requests } = await signedIn();
    const other = new BroadcastChannel(AUTH_CHANNEL);
    other.postMessage('logout');
    other.close();
    await waitFor(() => expect(userChecks(requests)).toBe(2));
  });

  it('announces changes to this tab and stores the key other tabs watch', async () => {
    const { requests } = await signedIn();
    act(() => announceAuthChange('logout'));
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toMatch(/^logout:\d+$/);
    await waitFor(() => expect(userChecks(requests)).toBeGreaterThanOrEqual(2));
  });
});
