import { ActionIcon, Alert, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

export interface TokenRevealProps {
  name: string;
  token: string;
  onDone: () => void;
}

/** The secret token of a client just made or rotated: shown this once, with a copy button. */
export function TokenReveal({ name, token, onDone }: TokenRevealProps) {
  return (
    <Alert
      color="yellow"
      title={`Copy the token of “${name}” now`}
      withCloseButton
      closeButtonLabel="I have stored the token"
      onClose={onDone}
    >
      <Stack gap="xs">
        <Text size="sm">
          It is shown only this once. Store it like a password; anybody holding it acts as you.
        </Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code
            data-testid="new-api-token"
            style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', userSelect: 'all' }}
            p="xs"
          >
            {token}
          </Code>
          <CopyButton value={token}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
                <ActionIcon
                  variant="light"
                  size="lg"
                  color={copied ? 'teal' : 'gray'}
                  onClick={copy}
                  aria-label={copied ? 'Token copied' : 'Copy token'}
                >
                  {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}
