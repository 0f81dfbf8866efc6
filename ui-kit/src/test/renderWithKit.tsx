import { renderHook } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import type { ReactNode } from 'react';
import { ExpertBridgeProvider } from '../ExpertBridgeProvider.js';
import { contractHandlers } from '../mocks/handlers.js';
import { mockFetch } from '../mocks/mockFetch.js';

/** Renders a hook inside the kit's providers, answering from handlers; records every request. */
export function renderHookWithKit<T>(hook: () => T, handlers: HttpHandler[] = []) {
  const requests: Request[] = [];
  const answer = mockFetch([...handlers, ...contractHandlers()]);
  const fetch = (request: Request) => {
    requests.push(request.clone());
    return answer(request);
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ExpertBridgeProvider fetch={fetch} baseUrl="http://localhost">
      {children}
    </ExpertBridgeProvider>
  );
  return { ...renderHook(hook, { wrapper }), requests };
}
