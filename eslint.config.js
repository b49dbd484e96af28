// ESLint guards the architecture only (Biome does formatting and general linting):
// imports go downward, web never reaches into the server, and web features stay independent.
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';

const el = (...types) => ({ element: { types: { anyOf: types } } });
const to = (...types) => [{ to: el(...types) }];

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
        { type: 'server', pattern: 'apps/server' },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web-app', pattern: 'apps/web/src/app' },
        { type: 'web-shared', pattern: 'apps/web/src/(lib|components|test)', capture: ['part'] },
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
              disallow: to('server'),
              message: 'The web app never imports the server.',
            },
            {
              from: el('web-shared'),
              disallow: to('web-feature', 'web-app'),
              message: 'lib/ and components/ are shared below the features: they cannot import a feature.',
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
        },
      ],
    },
  },
];
