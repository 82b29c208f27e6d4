import type { CodegenConfig } from '@graphql-codegen/cli';

// api/schema.graphql (emitted from the resolvers) -> typed documents for the web app.
// The output in web/src/gql is committed; web/src/lib/__tests__/codegen-fresh.test.ts fails when it is stale.
const config: CodegenConfig = {
  schema: process.env.CODEGEN_SCHEMA ?? 'api/schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: {
        useTypeImports: true,
        scalars: { DateTimeISO: 'string', Upload: 'File', ID: 'string', SafeInt: 'number' },
      },
    },
  },
};

export default config;
