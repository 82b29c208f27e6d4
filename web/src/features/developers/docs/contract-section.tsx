// Where the contract lives in production (introspection off) and how it changes.
import { Anchor, Code, List, Text } from '@mantine/core';
import { DEPRECATION_DAYS } from '@hostel/common';
import { DocSection } from './doc-section';

// Served by the API on this origin (the web server forwards /graphql/*), not pages of the app.
export const SCHEMA_URL = '/graphql/schema.graphql';
export const CHANGELOG_URL = '/graphql/changelog';

export function ContractSection() {
  return (
    <DocSection id="schema" title="Schema, changelog and deprecations">
      <Text>
        The schema is the contract: download the SDL at{' '}
        <Anchor href={SCHEMA_URL} underline="always">
          {SCHEMA_URL}
        </Anchor>{' '}
        (for code generators; it answers with an <Code>ETag</Code>, so revalidating is cheap) and read what
        changed in the{' '}
        <Anchor href={CHANGELOG_URL} underline="always">
          changelog
        </Anchor>
        . Introspection is off in production; these two are always there.
      </Text>
      <List size="sm" spacing={2}>
        <List.Item>
          Changes are additive: new types, fields, optional arguments and enum values can come in any release,
          so ignore what you do not know.
        </List.Item>
        <List.Item>
          Nothing is removed or changed without warning: a field, argument or enum value is first marked{' '}
          <Code>@deprecated</Code> with a reason naming its replacement and the date, and removed no sooner
          than {DEPRECATION_DAYS} days later, in a release the changelog announces.
        </List.Item>
        <List.Item>
          A schema-diff check (GraphQL Inspector, against the last released schema) runs with the tests before
          every release and fails on any breaking change that is not such a removal.
        </List.Item>
      </List>
    </DocSection>
  );
}
