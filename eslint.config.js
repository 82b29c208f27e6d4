import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import apiParts from './scripts/lint/part-cycles.mjs';

// Web import direction (see the web block below): app -> features -> components/lib/config; a
// feature reaches another only through its public entry, features/<name>/public.ts.
const webSrc = path.join(import.meta.dirname, 'web/src');
const webFeatures = readdirSync(path.join(webSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = [
  {
    target: './features',
    from: './app',
    message: 'Features do not import the app (app -> features -> components/lib/config).',
  },
  {
    target: ['./components', './lib', './config'],
    from: ['./features', './app'],
    message: 'components/, lib/ and config/ serve every feature: they import no feature and not the app.',
  },
  ...webFeatures.map((feature) => ({
    target: `./features/${feature}/**/*`,
    from: `${webSrc}/features/*/**/*`,
    except: [`${webSrc}/features/${feature}/**/*`, `${webSrc}/features/*/public.ts`],
    message: 'Another feature is reached only through its public entry, features/<name>/public.ts.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'api/src/generated/**',
      'web/src/gql/**',
      'test-results/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // API: no import cycles between its parts (modules/<name>, core, prisma/tools ...). See
  // scripts/lint/part-cycles.mjs; scripts/__tests__/part-cycles.test.ts shows it failing lint.
  {
    files: ['api/**/*.ts', 'prisma/**/*.ts'],
    plugins: { 'api-parts': apiParts },
    rules: {
      'api-parts/no-cycle': 'error',
    },
  },
  // Web: import direction and no cycles.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: webSrc, zones: webZones }],
      // A lazy import() is a chunk boundary (lib/auth-registry loads lib/firebase), not a load-time cycle.
      'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  // Web: dates are written only by lib/dates.ts, so every screen and picker shows them one way in
  // the viewer's locale (issue 17). Numbers may still use toLocaleString.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/dates.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]',
          "CallExpression[callee.property.name='toLocaleString'][callee.object.type='NewExpression'][callee.object.callee.name='Date']",
          "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']",
          "CallExpression[callee.property.name='format'][callee.object.callee.name='dayjs']",
          "JSXAttribute[name.name='valueFormat'][value.type='Literal']",
        ].map((selector) => ({
          selector,
          message: 'Write dates with lib/dates.ts (one format, the viewer’s locale).',
        })),
      ],
    },
  },
  // common/ (@hostel/common) runs in the API and in browsers: its own files only, no dependencies.
  {
    files: ['common/src/**/*.ts'],
    ignores: ['common/src/**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^[^.]', message: '@hostel/common imports nothing but its own files.' }] },
      ],
    },
  },
);
