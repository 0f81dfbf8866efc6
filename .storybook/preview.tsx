import type { Decorator, Preview } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { useState, type ReactNode } from 'react';
import { action } from 'storybook/actions';
import { createQueryClient } from '../ui-kit/src/api/queryClient.js';
import { ExpertBridgeProvider } from '../ui-kit/src/ExpertBridgeProvider.js';
import type { Locale } from '../ui-kit/src/i18n/catalogue.js';
import { contractHandlers } from '../ui-kit/src/mocks/handlers.js';
import { mockFetch } from '../ui-kit/src/mocks/mockFetch.js';
import '../ui-kit/src/styles/index.css';

const navigate = action('navigate');

interface KitProps {
  handlers: HttpHandler[];
  theme: 'light' | 'dark' | undefined;
  adminLocale: Locale;
  children: ReactNode;
}

/** The providers a story runs in: its own query cache and an API answered in memory by msw handlers. */
function Kit({ handlers, theme, adminLocale, children }: KitProps) {
  const [fetch] = useState(() => mockFetch([...handlers, ...contractHandlers()]));
  const [queryClient] = useState(createQueryClient);
  return (
    <ExpertBridgeProvider
      fetch={fetch}
      baseUrl="http://localhost"
      queryClient={queryClient}
      navigate={(to, options) => navigate(to, options)}
      adminLocale={adminLocale}
      {...(theme ? { theme } : {})}
    >
      {children}
    </ExpertBridgeProvider>
  );
}

/** A story's own handlers (`parameters.msw.handlers`) answer before the contract's examples. */
const withKit: Decorator = (Story, context) => (
  <Kit
    key={context.id}
    handlers={(context.parameters.msw?.handlers ?? []) as HttpHandler[]}
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
