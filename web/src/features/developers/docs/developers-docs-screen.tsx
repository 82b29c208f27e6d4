import { Anchor, Button, Container, Group, Loader, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { buildSchema } from 'graphql';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
// The committed SDL, as text at build time: the reference and GraphiQL need no introspection.
import sdl from '../../../../../api/schema.graphql?raw';
import { ContractSection, SCHEMA_URL } from './contract-section';
import { DocSection } from './doc-section';
import { DocsSections } from './docs-sections';
import { ExamplesSection } from './examples-section';
import { SchemaReference } from './schema-reference';

const GraphiqlPanel = lazy(() => import('./graphiql-panel').then((m) => ({ default: m.GraphiqlPanel })));

const CONTENTS = [
  ['tokens', 'Getting a token'],
  ['scopes', 'Scopes'],
  ['pagination', 'Pagination'],
  ['errors', 'Errors'],
  ['limits', 'Costs and rate limits'],
  ['events', 'Events and webhooks'],
  ['examples', 'Examples'],
  ['schema', 'Schema and changelog'],
  ['playground', 'Playground'],
  ['reference', 'Schema reference'],
] as const;

/** The integrators' docs (public): how to authenticate and page, errors, webhooks, the reference and GraphiQL. */
export function DevelopersDocsScreen() {
  const schema = useMemo(() => buildSchema(sdl), []);
  const [token, setToken] = useState('');
  const [playground, setPlayground] = useState(false);
  useEffect(() => {
    document.title = 'API for developers · Hostel';
  }, []);
  return (
    <Container size="md" px={0}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            API for developers
          </Title>
          <Text c="dimmed">
            One GraphQL endpoint, <code>/graphql</code>, serves the web app and your integrations: housing
            offices showing hostels near their campus, property tools syncing an owner’s reservations.
          </Text>
        </Stack>
        <nav aria-label="On this page">
          <Group gap="xs">
            {CONTENTS.map(([id, label]) => (
              <Anchor key={id} href={`#${id}`} size="sm">
                {label}
              </Anchor>
            ))}
          </Group>
        </nav>
        <DocsSections />
        <ExamplesSection />
        <ContractSection />
        <DocSection id="playground" title="Playground">
          <Text>
            Paste a token and run queries against this site’s API. The token stays in this page; it is sent
            only to <code>/graphql</code> as <code>Authorization: Bearer</code>.
          </Text>
          <PasswordInput
            label="API token"
            placeholder="hst_…"
            value={token}
            onChange={(event) => setToken(event.currentTarget.value)}
            autoComplete="off"
          />
          {playground ? (
            <Suspense fallback={<Loader aria-label="Loading GraphiQL" />}>
              <GraphiqlPanel schema={schema} token={token} />
            </Suspense>
          ) : (
            <Button onClick={() => setPlayground(true)} w="fit-content">
              Open GraphiQL
            </Button>
          )}
        </DocSection>
        <DocSection id="reference" title="Schema reference">
          <Text size="sm">
            Generated from the schema’s own descriptions; code generators read the same schema at{' '}
            <Anchor href={SCHEMA_URL}>{SCHEMA_URL}</Anchor>.
          </Text>
          <SchemaReference schema={schema} />
        </DocSection>
      </Stack>
    </Container>
  );
}
