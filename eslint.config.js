// ESLint guards the architecture only (Biome does formatting and general linting):
// imports go downward, web never reaches into the server, web features stay independent, and the
// server's parts import only what their layer may (docs/decisions/020-server-boundaries.md).
import { readdirSync } from 'node:fs';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';
import { moduleTablesRule } from './apps/server/lint/module-tables-rule.mjs';

/** The server's modules, one folder each. */
const SERVER_MODULES = readdirSync(new URL('./apps/server/src/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const el = (...types) => ({ element: { types: { anyOf: types } } });
const to = (...types) => [{ to: el(...types) }];
const SERVER_PARTS = [
  'server-module',
  'server-db',
  'server-adapters',
  'server-gateway',
  'server-lib',
  'server-jobs',
  'server-plugins',
  'server-demo',
  'server-cli',
];

export default [
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', '.data/**', '.test-data/**'],
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser },
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'boundaries/include': ['packages/**', 'apps/**', 'e2e/**', 'bench/**'],
      'boundaries/elements': [
        { type: 'domain', pattern: 'packages/domain' },
        { type: 'contract', pattern: 'packages/contract' },
        { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['module'] },
        { type: 'server-db', pattern: 'apps/server/src/db' },
        { type: 'server-adapters', pattern: 'apps/server/src/adapters' },
        { type: 'server-gateway', pattern: 'apps/server/src/gateway' },
        { type: 'server-lib', pattern: 'apps/server/src/lib' },
        { type: 'server-jobs', pattern: 'apps/server/src/jobs' },
        { type: 'server-plugins', pattern: 'apps/server/src/plugins' },
        { type: 'server-demo', pattern: 'apps/server/src/demo' },
        { type: 'server-cli', pattern: 'apps/server/src/cli' },
        { type: 'server-test', pattern: 'apps/server/test' },
        { type: 'server', pattern: 'apps/server' },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web-app', pattern: 'apps/web/src/app' },
        { type: 'web-shared', pattern: 'apps/web/src/(api|lib|components|test)', capture: ['part'] },
        { type: 'web', pattern: 'apps/web' },
        { type: 'e2e', pattern: 'e2e' },
        { type: 'bench', pattern: 'bench' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: el('domain'),
              disallow: to('contract', 'server', 'web', 'web-app', 'web-feature', 'web-shared'),
              message: 'packages/domain imports nothing of ours: it holds pure rules only.',
            },
            {
              from: el('contract'),
              disallow: to('server', 'web', 'web-app', 'web-feature', 'web-shared'),
              message: 'packages/contract may import only packages/domain.',
            },
            {
              from: el('web', 'web-app', 'web-feature', 'web-shared'),
              disallow: to('server', ...SERVER_PARTS),
              message: 'The web app never imports the server.',
            },
            // The server's layers. The root (config, app.ts, services.ts) wires them all.
            {
              from: el('server-lib'),
              disallow: to(
                ...SERVER_PARTS.filter((part) => part !== 'server-lib' && part !== 'server-db'),
                'server',
              ),
              message: 'lib/ holds shared helpers: it may use db/ and nothing above it.',
            },
            {
              from: el('server-db'),
              disallow: to(...SERVER_PARTS.filter((part) => part !== 'server-db'), 'server'),
              message: 'db/ (schema, client, migrations) knows no module, adapter or gateway.',
            },
            {
              from: el('server-adapters'),
              disallow: to(
                ...SERVER_PARTS.filter((part) => part !== 'server-adapters' && part !== 'server-lib'),
                'server',
              ),
              message:
                'Adapters know no use-case, no database and no configuration: they get ports and plain settings.',
            },
            {
              from: el('server-gateway'),
              disallow: to(
                'server-module',
                'server-adapters',
                'server-jobs',
                'server-plugins',
                'server-demo',
                'server-cli',
                'server',
              ),
              message: 'The gateway (registering, validating, answering calls) knows no module.',
            },
            {
              from: el('server-jobs'),
              disallow: to(
                'server-module',
                'server-adapters',
                'server-gateway',
                'server-plugins',
                'server-demo',
                'server-cli',
                'server',
              ),
              message: 'The job queue runs handlers modules register; it imports none of them.',
            },
            {
              from: el('server-module'),
              disallow: to('server-plugins', 'server-demo', 'server-cli', 'server'),
              message:
                'A module gets its settings and the other modules through services.ts, not by importing the root.',
            },
            {
              from: el('server-plugins'),
              disallow: to('server-module', 'server-demo', 'server-cli', 'server'),
              message: 'Plugins (pages, headers, docs) get what they need from app.ts.',
            },
            {
              from: el('web-shared'),
              disallow: to('web-feature', 'web-app'),
              message:
                'api/, components/, lib/ and test/ are shared below the features: they cannot import a feature or the app.',
            },
            {
              from: el('web-feature'),
              disallow: [
                {
                  to: {
                    element: { type: 'web-feature', captured: { feature: '!{{from.captured.feature}}' } },
                  },
                },
                ...to('web-app'),
              ],
              message: 'A feature does not import another feature; compose features in app/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@rc/*'], message: 'packages/domain imports nothing of ours.' }] },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@rc/*', '!@rc/domain'], message: 'packages/contract may import only @rc/domain.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.ts', 'apps/web/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@rc/server', '@rc/server/*'], message: 'The web app never imports the server.' },
          ],
          paths: [
            {
              name: '@rc/domain/error-messages',
              importNames: ['errorMessage', 'uiMessage', 'MESSAGES'],
              message:
                'Read messages with errorText/uiText from src/lib/error-text: the catalogue travels with the page texts, one language at a time (decision 030).',
            },
          ],
        },
      ],
    },
  },
  {
    // The web's tests load the catalogue into their texts as the server does.
    files: ['apps/web/test/**/*.ts', 'apps/web/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@rc/server', '@rc/server/*'], message: 'The web app never imports the server.' },
          ],
        },
      ],
    },
  },
  // A module reaches another module only through its index.ts (its public face); services.ts
  // wires the instances.
  ...SERVER_MODULES.map((module) => ({
    files: [`apps/server/src/modules/${module}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${SERVER_MODULES.filter((other) => other !== module).join('|')})/.+`,
              message: 'Import another module through its index.ts only (for example ../orders).',
            },
          ],
        },
      ],
    },
  })),
  // A module's tables.ts may name another module's table for a foreign key (../orders/tables), and
  // nothing else of it (decision 056).
  ...SERVER_MODULES.map((module) => ({
    files: [`apps/server/src/modules/${module}/tables.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${SERVER_MODULES.filter((other) => other !== module).join('|')})/(?!tables$).+`,
              message: 'A tables.ts imports only another module’s tables.ts (for a foreign key).',
            },
          ],
        },
      ],
    },
  })),
  // Each module owns its tables (decision 056): no module imports another's tables.ts or the list
  // of every table (db/schema.ts).
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { rc: { rules: { 'module-tables': moduleTablesRule } } },
    rules: {
      'rc/module-tables': ['error', { root: import.meta.dirname }],
    },
  },
  // db/schema.ts lists every module's tables for the database client's typing (decision 056): the
  // one file of db/ that imports modules, and only their tables.ts (rc/module-tables checks the rest).
  {
    files: ['apps/server/src/db/schema.ts'],
    rules: { 'boundaries/dependencies': 'off' },
  },
];
