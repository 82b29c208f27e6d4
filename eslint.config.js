import { readdirSync, readFileSync } from 'node:fs';
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

// API module order, lowest first: api/src/modules/order.json, the one list modules/index.ts loads
// the modules by. A module imports only modules below it, and another module only through its
// index.ts; core/ imports no module. Zones for import-x/no-restricted-paths, one pair per module.
const apiModules = path.join(import.meta.dirname, 'api/src/modules');
const moduleOrder = JSON.parse(readFileSync(path.join(apiModules, 'order.json'), 'utf8'));
const unlistedModules = readdirSync(apiModules, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !moduleOrder.includes(entry.name))
  .map((entry) => entry.name);
const apiZones = [
  ...unlistedModules.map((name) => ({
    target: `./modules/${name}`,
    from: './modules',
    except: [`./${name}`],
    message: `Add ${name} to api/src/modules/order.json (lowest first) before it imports another module.`,
  })),
  {
    target: './core',
    from: './modules',
    message: 'core/ serves every module: it imports none (a module offers core an interface instead).',
  },
  ...moduleOrder.flatMap((name, index) => [
    ...(index < moduleOrder.length - 1
      ? [
          {
            target: `./modules/${name}`,
            from: moduleOrder.slice(index + 1).map((above) => `./modules/${above}`),
            message: `${name} imports only modules below it in api/src/modules/order.json; a lower module offers an interface (a port) instead.`,
          },
        ]
      : []),
    {
      target: `./modules/${name}`,
      from: `${apiModules}/*/**`,
      except: [`${apiModules}/${name}/**`, `${apiModules}/*/index.ts`],
      message: 'Another module is reached only through its index.ts.',
    },
  ]),
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
  // API: the module order and module boundaries (see apiZones). Tests are left out: they drive the
  // whole API as the server does, so they may set up state through any module's fixtures and jobs.
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/__tests__/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: path.join(import.meta.dirname, 'api/src'), zones: apiZones },
      ],
    },
  },
  // API: hand-written SQL lives only in *.sql.ts files, as named functions that take the query
  // function (a SqlQuery) and typed parameters, so a reader finds every statement in one kind of
  // file. core/db.ts is exempt: it is the driver that runs them. Tests may set up and read rows with
  // SQL, and tools (prisma/, api/bench) are outside api/src.
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.sql.ts', 'api/src/**/__tests__/**', 'api/src/core/db.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Prisma'][property.name=/^(sql|raw|join)$/]",
          message:
            'Write SQL in a *.sql.ts file next to its caller, as a named function taking the query function.',
        },
        {
          selector: 'MemberExpression[property.name=/^\\$(queryRaw|executeRaw)(Unsafe)?$/]',
          message:
            'Run SQL through a *.sql.ts function that takes a SqlQuery (sqlOf(tx) or db.query), not $queryRaw/$executeRaw.',
        },
      ],
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
