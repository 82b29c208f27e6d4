import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import type { ServerErrorSummary } from '../../../lib/graphql-errors';

export interface SearchProblemProps {
  /** The API's BAD_USER_INPUT answer to this search. */
  problem: ServerErrorSummary;
  onClearDates: () => void;
  onClear: () => void;
}

/**
 * A search the API refused as asked (dates already past, from an old link): asking again cannot
 * help, so it says what to change instead of offering Retry.
 */
export function SearchProblem({ problem, onClearDates, onClear }: SearchProblemProps) {
  const fields = Object.keys(problem.fields);
  const messages = fields.length > 0 ? [...new Set(Object.values(problem.fields))] : [problem.message];
  const aboutDates = fields.some((field) => /check(In|Out)$/.test(field));
  return (
    <Alert color="yellow" title="Change your search" role="alert" icon={<IconCalendarOff size={20} />}>
      <Stack gap="xs" align="flex-start">
        {messages.map((message) => (
          <Text size="sm" key={message}>
            {message}
          </Text>
        ))}
        <Text size="sm">
          {aboutDates
            ? 'Choose new dates above, or clear them to see every hostel.'
            : 'Change the filters above, or clear them.'}
        </Text>
        <Button size="compact-sm" variant="light" onClick={aboutDates ? onClearDates : onClear}>
          {aboutDates ? 'Clear the dates' : 'Clear the filters'}
        </Button>
      </Stack>
    </Alert>
  );
}
