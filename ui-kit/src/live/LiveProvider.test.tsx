import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ExpertBridgeProvider } from '../ExpertBridgeProvider.js';
import { contractHandlers } from '../mocks/handlers.js';
import { mockFetch } from '../mocks/mockFetch.js';
import { roomDouble } from '../mocks/room.js';
import { session } from '../mocks/scenarios.js';
import { useNotifications } from '../hooks/notifications.js';
import { useLive } from './LiveProvider.js';
import type { LiveConnector } from './transport.js';

function renderLive(
  connect: LiveConnector | undefined,
  signedIn = true,
  hook: () => ReturnType<typeof useLive> = useLive,
) {
  const requests: string[] = [];
  const answer = mockFetch([
    ...(signedIn ? session.signedIn() : session.signedOut()),
    ...contractHandlers(),
  ]);
  const fetch = (request: Request) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
    return answer(request);
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ExpertBridgeProvider fetch={fetch} baseUrl="http://localhost" live={connect}>
      {children}
    </ExpertBridgeProvider>
  );
  return { ...renderHook(hook, { wrapper }), requests };
}

describe('LiveProvider', () => {
  it('is off without a connector, and asks the API nothing', () => {
    const { result, requests } = renderLive(undefined);
    expect(result.current).toEqual({ transport: null, state: 'off' });
    expect(requests).toEqual([]);
  });

  it('stays off for a signed-out visitor', async () => {
    const room = roomDouble();
    const { result, requests } = renderLive(room.connect, false);
    await waitFor(() => expect(requests).toEqual(['GET /api/auth/user']));
    expect(result.current.state).toBe('off');
  });

  it('connects once signed in, then says reconnecting after a drop and connected again', async () => {
    const room = roomDouble();
    const { result } = renderLive(room.connect);
    await waitFor(() => expect(result.current.state).toBe('connected'));
    expect(result.current.transport?.connected).toBe(true);
    act(() => room.drop());
    expect(result.current.state).toBe('reconnecting');
    act(() => room.restore());
    expect(result.current.state).toBe('connected');
  });

  it('looks again at what pushes refresh after a reconnect, since pushes sent meanwhile are lost', async () => {
    const room = roomDouble();
    const useLiveWithBell = () => {
      useNotifications();
      return useLive();
    };
    const { result, requests } = renderLive(room.connect, true, useLiveWithBell);
    const bellReads = () => requests.filter((r) => r === 'GET /api/notifications').length;
    await waitFor(() => expect(result.current.state).toBe('connected'));
    await waitFor(() => expect(bellReads()).toBe(1));
    act(() => room.drop());
    act(() => room.restore());
    await waitFor(() => expect(bellReads()).toBe(2));
  });

  it('connects again when the server ended the connection but the user is still signed in', async () => {
    const room = roomDouble();
    const { result, requests } = renderLive(room.connect);
    await waitFor(() => expect(result.current.state).toBe('connected'));
    act(() => room.endSession());
    // It asked who is signed in, found the same user, and came back.
    await waitFor(() => expect(result.current.state).toBe('connected'));
    expect(requests.filter((r) => r === 'GET /api/auth/user')).toHaveLength(2);
  });

  it('closes the connection when unmounted', async () => {
    const room = roomDouble();
    const { result, unmount } = renderLive(room.connect);
    await waitFor(() => expect(result.current.state).toBe('connected'));
    const transport = result.current.transport;
    unmount();
    expect(transport?.connected).toBe(false);
  });
});
