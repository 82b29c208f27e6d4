// The schema reference, read from the committed api/schema.graphql at build time: no introspection
// is needed, so it works where introspection is off (production).
import { Accordion, Badge, Code, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { useMemo, useState } from 'react';

interface Entry {
  name: string;
  description: string | null;
  deprecation?: string | null;
}

function kindOf(type: GraphQLNamedType): string {
  if (isObjectType(type)) return 'type';
  if (isInputObjectType(type)) return 'input';
  if (isEnumType(type)) return 'enum';
  if (isInterfaceType(type)) return 'interface';
  if (isUnionType(type)) return 'union';
  return 'scalar';
}

/** A type's members: fields with their arguments and types, or enum values. */
function membersOf(type: GraphQLNamedType): Entry[] {
  if (isEnumType(type)) {
    return type.getValues().map((value) => ({
      name: value.name,
      description: value.description ?? null,
      deprecation: value.deprecationReason,
    }));
  }
  if (isObjectType(type) || isInterfaceType(type)) {
    return Object.values(type.getFields()).map((field) => {
      const args = field.args.map((arg) => `${arg.name}: ${String(arg.type)}`).join(', ');
      return {
        name: `${field.name}${args ? `(${args})` : ''}: ${String(field.type)}`,
        description: field.description ?? null,
        deprecation: field.deprecationReason,
      };
    });
  }
  if (isInputObjectType(type)) {
    return Object.values(type.getFields()).map((field) => ({
      name: `${field.name}: ${String(field.type)}`,
      description: field.description ?? null,
      deprecation: field.deprecationReason,
    }));
  }
  if (isUnionType(type)) return type.getTypes().map((member) => ({ name: member.name, description: null }));
  return [];
}

const ROOTS = ['Query', 'Mutation', 'Subscription'];

export function SchemaReference({ schema }: { schema: GraphQLSchema }) {
  const [filter, setFilter] = useState('');
  const types = useMemo(
    () =>
      Object.values(schema.getTypeMap())
        .filter((type) => !type.name.startsWith('__') && !(isScalarType(type) && !type.description))
        .sort((a, b) => {
          const rank = (t: GraphQLNamedType) =>
            ROOTS.includes(t.name) ? ROOTS.indexOf(t.name) : ROOTS.length;
          return rank(a) - rank(b) || a.name.localeCompare(b.name);
        }),
    [schema],
  );
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? types.filter(
        (type) =>
          type.name.toLowerCase().includes(needle) ||
          membersOf(type).some((member) => member.name.toLowerCase().includes(needle)),
      )
    : types;
  return (
    <Stack gap="sm">
      <TextInput
        label="Find a type or field"
        placeholder="e.g. ownerReservations"
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
      />
      <Text size="sm" c="dimmed">
        {shown.length} of {types.length} types
      </Text>
      {/* Its own scrolling box, so some 200 types do not make the page endless; focusable for keyboards. */}
      <ScrollArea.Autosize
        mah={640}
        type="auto"
        scrollbars="y"
        offsetScrollbars="y"
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Schema types' }}
      >
        <Accordion variant="separated" multiple chevronPosition="left">
          {shown.map((type) => (
            <Accordion.Item key={type.name} value={type.name}>
              <Accordion.Control>
                <Text span ff="monospace" fw={600}>
                  {type.name}
                </Text>{' '}
                <Badge size="xs" variant="light" tt="none">
                  {kindOf(type)}
                </Badge>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="xs">
                  {type.description && <Text size="sm">{type.description}</Text>}
                  {membersOf(type).map((member) => (
                    <div key={member.name}>
                      <Code style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>{member.name}</Code>
                      {member.description && (
                        <Text size="sm" c="dimmed">
                          {member.description}
                        </Text>
                      )}
                      {member.deprecation && (
                        <Text size="sm" c="orange.9">
                          Deprecated: {member.deprecation}
                        </Text>
                      )}
                    </div>
                  ))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </ScrollArea.Autosize>
    </Stack>
  );
}
