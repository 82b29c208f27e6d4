import type { CodegenConfig } from '@graphql-codegen/cli';
import { print, type DocumentNode } from 'graphql';

// api/schema.graphql (emitted from the resolvers) -> typed documents for the web app.
// The output in web/src/gql is committed; web/src/lib/__tests__/codegen-fresh.test.ts fails when it is stale.
const config: CodegenConfig = {
  schema: process.env.CODEGEN_SCHEMA ?? 'api/schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: {
        fragmentMasking: { unmaskFunctionName: 'getFragmentData' },
        // The one client (web/src/lib/graphql-request.ts) sends a document's text: the build keeps
        // only that (web/gql-documents-plugin.ts), so no syntax tree or printer ships.
        onExecutableDocumentNode: (document: DocumentNode) => ({ text: print(document), textOnly: true }),
      },
      config: {
        useTypeImports: true,
        scalars: { DateTimeISO: 'string', Upload: 'File', ID: 'string', SafeInt: 'number' },
      },
    },
  },
};

export default config;
