import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../ui-kit/src/**/*.mdx', '../ui-kit/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The static build runs in CI with the network off: nothing may phone home.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (vite) => ({
    ...vite,
    build: {
      ...vite.build,
      // Storybook's own bundles are large by nature; the kit's sizes are measured by `npm run size`.
      chunkSizeWarningLimit: 4096,
      rolldownOptions: {
        ...vite.build?.rolldownOptions,
        // The kit renders on the client only, so react-query's "use client" directives are noise.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  }),
};

export default config;
