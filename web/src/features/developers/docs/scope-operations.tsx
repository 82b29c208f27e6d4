// What each scope lets a token run, from the scopes the API's @Access decorators state:
// `npm run schema:emit` writes scope-reference.json and an API test fails when it is stale.
import { Code, List, Stack, Text, Title } from '@mantine/core';
import { API_SCOPE_DESCRIPTIONS, API_SCOPE_NAMES, API_SCOPES } from '@hostel/common';
import reference from './scope-reference.json';

const operations = reference as Record<string, { field: string; description: string }[]>;

export function ScopeOperations() {
  return (
    <>
      {API_SCOPE_NAMES.map((name) => {
        const scope = API_SCOPES[name];
        return (
          <Stack key={name} gap={4} component="section" aria-labelledby={`scope-${name}`}>
            <Title order={3} fz="md" id={`scope-${name}`}>
              {scope}
            </Title>
            <Text size="sm">{API_SCOPE_DESCRIPTIONS[name]}</Text>
            <List size="sm" spacing={2}>
              {(operations[scope] ?? []).map(({ field, description }) => (
                <List.Item key={field}>
                  <Code>{field}</Code>
                  {description && ` — ${description}`}
                </List.Item>
              ))}
            </List>
          </Stack>
        );
      })}
      <Text size="sm">
        Anything not listed (account, payments, messaging, moderation, API clients) is refused to every token.
      </Text>
    </>
  );
}
