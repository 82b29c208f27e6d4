import type { CodegenConfig } from '@graphql-codegen/cli';
import { Kind, print, type DocumentNode } from 'graphql';

// The documents the public pages' route loaders send without Apollo Client (web/src/lib/graphql-request.ts):
// they carry their text, so the first screen a visitor loads does without graphql's printer.
const SENT_AS_TEXT = new Set(['HostelsSearchQuery', 'HostelsUniversitiesQuery']);

const operationName = (document: DocumentNode) =>
  document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)?.name?.value;

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
        onExecutableDocumentNode: (document: DocumentNode) =>
          SENT_AS_TEXT.has(operationName(document) ?? '') ? { text: print(document) } : undefined,
      },
      config: {
        useTypeImports: true,
        scalars: { DateTimeISO: 'string', Upload: 'File', ID: 'string', SafeInt: 'number' },
      },
    },
  },
};

export default config;
