import type { CodegenConfig } from '@graphql-codegen/cli';
import { Kind, print, type DocumentNode } from 'graphql';

// The documents sent without Apollo Client (web/src/lib/graphql-request.ts, live-events.ts): the
// route loaders of the public pages and of the areas' first screens, the session's `me` and the
// header's live counts. They carry their text, so the first screens do without graphql's printer
// (and without Apollo Client); the build keeps only the text (web/gql-documents-plugin.ts), except
// for those Apollo Client reads as well.
const SENT_AS_TEXT = new Set([
  'HostelsSearchQuery',
  'HostelsUniversitiesQuery',
  'HostelsDetailsQuery',
  'AuthSetLocaleMutation',
  'NotificationsUnreadCountQuery',
  'NotificationsAddedSubscription',
  'MessagingUnreadCountQuery',
  'MessagingUnreadChangedSubscription',
  'OwnerDashboardQuery',
  'AdminOverviewQuery',
  // A suspended user's screen, shown by the area guard before any screen loads Apollo Client.
  'AuthSuspensionAppealQuery',
  'AuthAppealSuspensionMutation',
  // Account e-mails, asked for on the sign-in screens and the account page (features/auth/api).
  'AuthSendSignInLinkMutation',
  'AuthSendPasswordResetMutation',
  'AuthSendEmailVerificationMutation',
  'AuthRequestEmailChangeMutation',
]);

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
        onExecutableDocumentNode: (document: DocumentNode) => {
          const name = operationName(document) ?? '';
          // Every document carries its text for the one client (graphql-request.ts); those
          // Apollo Client no longer reads travel as text alone.
          return { text: print(document), textOnly: SENT_AS_TEXT.has(name) };
        },
      },
      config: {
        useTypeImports: true,
        scalars: { DateTimeISO: 'string', Upload: 'File', ID: 'string', SafeInt: 'number' },
      },
    },
  },
};

export default config;
