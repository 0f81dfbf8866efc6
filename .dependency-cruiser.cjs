// Architecture rules that ESLint cannot see: which code may touch the database, which module may read which,
// and no import cycles. `npm run lint:arch` (part of `npm run lint`, so of `npm test`) checks them; any violation
// fails the run: there is no list of tolerated ones.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A file cycle, type-only ones included: one of the two does two jobs or is in the wrong place.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'database-only-in-repositories',
      severity: 'error',
      comment:
        'Only repositories (with the models and published records they use), migrations, seeds and the ' +
        'platform database module talk to knex or objection; services and routes call a repository.',
      from: {
        path: '^api/src/',
        pathNot: [
          '[.]repository[.]ts$',
          '[.]records[.]ts$',
          '[.]model[.]ts$',
          '^api/src/db/',
          '^api/src/platform/db[.]ts$',
          '[.]test[.]ts$',
        ],
      },
      to: { path: '^node_modules/(knex|objection)/' },
    },
    {
      name: 'no-foreign-repository',
      severity: 'error',
      comment:
        "A module reads another module's data through that module's service or a named view, never its repository.",
      from: { path: '^api/src/modules/([^/]+)/' },
      to: {
        path: '^api/src/modules/([^/]+)/.*[.]repository[.]ts$',
        pathNot: '^api/src/modules/$1/',
      },
    },
    {
      name: 'records-only-in-repositories',
      severity: 'error',
      comment:
        "A module's published records (*.records.ts: the rows and queries other modules may read) are SQL: " +
        'a repository composes them, a service asks its own repository.',
      from: { path: '^api/src/', pathNot: ['[.]repository[.]ts$', '[.]records[.]ts$'] },
      to: { path: '^api/src/.*[.]records[.]ts$' },
    },
    {
      name: 'models-only-in-repositories',
      severity: 'error',
      comment: "Objection models are the repositories' tools: services and routes never see one.",
      from: {
        path: '^api/src/',
        pathNot: ['[.]repository[.]ts$', '[.]records[.]ts$', '[.]model[.]ts$', '^api/src/db/'],
      },
      to: { path: '^api/src/.*[.]model[.]ts$' },
    },
    {
      name: 'platform-imports-no-module',
      severity: 'error',
      comment: 'platform/ is the shared kernel under every module; a module is never beneath it.',
      from: { path: '^api/src/platform/' },
      to: { path: '^api/src/modules/' },
    },
    {
      name: 'no-module-cycles',
      severity: 'error',
      scope: 'folder',
      comment:
        'Modules depend on each other one way: a port, published records or a service handed in by the ' +
        'composition root breaks a two-way dependency.',
      from: { path: '^api/src/modules/[^/]+$' },
      to: { path: '^api/src/modules/[^/]+$', circular: true },
    },
    {
      name: 'layers-one-way',
      severity: 'error',
      comment:
        'The contract chain points one way: sdk ← ui-kit ← portal, widget; workflows ← api; nothing imports UI ' +
        'code from the server side or the apps from the kit.',
      from: { path: '^(sdk|ui-kit|api|workflows)/' },
      to: { path: '^(portal|widget)/' },
    },
    {
      name: 'server-imports-no-ui',
      severity: 'error',
      from: { path: '^(api|workflows|sdk)/' },
      to: { path: '^ui-kit/' },
    },
    {
      name: 'workflows-import-no-api',
      severity: 'error',
      from: { path: '^workflows/' },
      to: { path: '^api/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests may reach across modules to set up their data; the rules hold the shipped code.
    exclude: {
      path: ['(^|/)(dist|storybook-static|coverage|[.]harness|[.]data)/', '[.]test[.]tsx?$'],
    },
    tsPreCompilationDeps: true,
    // TypeScript's own resolution: imports name the emitted `.js`, the file on disk is the `.ts` beside it.
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
