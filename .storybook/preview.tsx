import type { Decorator, Preview } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { useState, type ReactNode } from 'react';
import { action } from 'storybook/actions';
import { createQueryClient } from '../ui-kit/src/api/queryClient.js';
import { ExpertBridgeProvider } from '../ui-kit/src/ExpertBridgeProvider.js';
import type { Locale } from '../ui-kit/src/i18n/catalogue.js';
import type { LiveConnector } from '../ui-kit/src/live/transport.js';
import type { RoomDouble } from '../ui-kit/src/mocks/live.js';
import type { ConsultationDouble } from '../ui-kit/src/mocks/room.js';
import { contractHandlers } from '../ui-kit/src/mocks/handlers.js';
import { mockFetch } from '../ui-kit/src/mocks/mockFetch.js';
import '../ui-kit/src/styles/index.css';

const navigate = action('navigate');

interface KitProps {
  handlers: HttpHandler[];
  live: LiveConnector | undefined;
  room: RoomDouble | undefined;
  consultation: ConsultationDouble | undefined;
  theme: 'light' | 'dark' | undefined;
  adminLocale: Locale;
  children: ReactNode;
}

/** The providers a story runs in: its own query cache and an API answered in memory by msw handlers. */
function Kit({ handlers, live, room, consultation, theme, adminLocale, children }: KitProps) {
  const [fetch] = useState(() => {
    room?.reset();
    consultation?.reset();
    return mockFetch([...handlers, ...contractHandlers()]);
  });
  const [queryClient] = useState(createQueryClient);
  return (
    <ExpertBridgeProvider
      fetch={fetch}
      baseUrl="http://localhost"
      queryClient={queryClient}
      navigate={(to, options) => navigate(to, options)}
      adminLocale={adminLocale}
      live={live}
      {...(theme ? { theme } : {})}
    >
      {children}
    </ExpertBridgeProvider>
  );
}

/**
 * A story's own handlers (`parameters.msw.handlers`) answer before the contract's examples; its
 * `parameters.live` connects to an in-memory room (`parameters.room`, mocks/live.ts) standing in for the
 * live connection, and `parameters.consultation` a consultation the API moves on; both start afresh with
 * each render.
 */
const withKit: Decorator = (Story, context) =>
  // A story that brings its own provider (the partner widget's) runs without the portal's around it.
  context.parameters.ownProvider ? (
    <Story />
  ) : (
    <Kit
      key={context.id}
      handlers={(context.parameters.msw?.handlers ?? []) as HttpHandler[]}
      live={context.parameters.live as LiveConnector | undefined}
      room={context.parameters.room as RoomDouble | undefined}
      consultation={context.parameters.consultation as ConsultationDouble | undefined}
      theme={context.globals.theme as 'light' | 'dark' | undefined}
      adminLocale={(context.globals.adminLocale as Locale | undefined) ?? 'ko'}
    >
      <Story />
    </Kit>
  );

const preview: Preview = {
  decorators: [withKit],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { icon: 'contrast', items: ['light', 'dark'], dynamicTitle: true },
    },
    adminLocale: {
      description: 'Language of the admin pages',
      toolbar: { icon: 'globe', items: ['ko', 'en'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light', adminLocale: 'ko' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
