import { builtinModules } from 'node:module';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '.data/**',
      '**/.harness/**',
      'sdk/src/schema.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'error',
    },
  },
  {
    // Workflow code is replayed and must be deterministic (STYLE rule 8): no Node built-ins, no I/O
    // libraries, no Temporal package but the workflow one, activities as types only. Covers every
    // file the workflow bundle includes.
    files: [
      'workflows/src/workflows/**/*.ts',
      'workflows/src/rules/**/*.ts',
      'workflows/src/activities.ts',
      'workflows/src/activity-options.ts',
      'workflows/src/calendar-imports.ts',
      'workflows/src/card-disputes.ts',
      'workflows/src/failures.ts',
      'workflows/src/lifecycle-config.ts',
      'workflows/src/monthly-statements.ts',
      'workflows/src/partner-webhooks.ts',
      'workflows/src/payment-reconciliation.ts',
      'workflows/bench/floor.workflow.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: builtinModules.map((name) => ({
            name,
            message: 'Workflow code must not use Node built-ins; do I/O in an activity.',
          })),
          patterns: [
            {
              group: ['node:*'],
              message: 'Workflow code must not use Node built-ins; do I/O in an activity.',
            },
            {
              group: [
                'pg',
                'knex',
                'objection',
                'stripe',
                'nodemailer',
                'socket.io',
                'koa',
                '@electric-sql/*',
                '@expertbridge/api',
                '@expertbridge/api/*',
              ],
              message: 'Workflow code must not do I/O; call an activity instead.',
            },
            {
              group: ['@temporalio/*', '!@temporalio/workflow'],
              message: 'Workflow code imports only @temporalio/workflow.',
            },
            {
              group: ['**/activities', '**/activities.js'],
              allowTypeImports: true,
              message: 'Import activities as types only and call them through proxyActivities.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['process', 'fetch', 'Buffer', 'require', 'XMLHttpRequest', 'WebSocket'].map((name) => ({
          name,
          message: 'Workflow code must not reach the process or the network; use an activity.',
        })),
      ],
    },
  },
  {
    // The UI kit, its Storybook and the apps built from it run in the browser and follow the Rules of React.
    files: [
      'ui-kit/**/*.{ts,tsx}',
      '.storybook/**/*.{ts,tsx}',
      'portal/**/*.{ts,tsx}',
      'widget/**/*.{ts,tsx}',
    ],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // The demo partner site's own script runs in the browser.
    files: ['widget/demo/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Imports flow one way (STYLE rule 15): the kit never imports the apps built from it.
    files: ['ui-kit/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@expertbridge/portal',
                '@expertbridge/portal/*',
                '@expertbridge/widget',
                '@expertbridge/widget/*',
                '**/portal/**',
                '**/widget/**',
              ],
              message: 'The UI kit never imports the portal or the widget; they import it.',
            },
          ],
        },
      ],
    },
  },
  {
    // The apps use the kit through its entries only, never its files: one copy of every component.
    files: ['portal/**/*.{ts,tsx}', 'widget/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/ui-kit/src/**', '@expertbridge/ui-kit/src/*'],
              message:
                "Import from '@expertbridge/ui-kit' (or its ./booking entry), not the kit's files.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may use loose types for response bodies.
    files: ['**/test/**/*.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
