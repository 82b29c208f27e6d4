import { ActionIcon, Alert, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

export interface TokenRevealProps {
  name: string;
  token: string;
  onDone: () => void;
  /** What the secret is called (a client's token, a webhook's signing secret). */
  noun?: 'token' | 'secret';
  hint?: string;
}

/** A secret just made (a client's token, a webhook's secret): shown this once, with a copy button. */
export function TokenReveal({
  name,
  token,
  onDone,
  noun = 'token',
  hint = 'Store it like a password; anybody holding it acts as you.',
}: TokenRevealProps) {
  const capitalized = noun === 'token' ? 'Token' : 'Secret';
  return (
    <Alert
      color="yellow"
      title={`Copy the ${noun} of “${name}” now`}
      withCloseButton
      closeButtonLabel={`I have stored the ${noun}`}
      onClose={onDone}
    >
      <Stack gap="xs">
        <Text size="sm">It is shown only this once. {hint}</Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code
            data-testid={noun === 'token' ? 'new-api-token' : 'new-webhook-secret'}
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
                  aria-label={copied ? `${capitalized} copied` : `Copy ${noun}`}
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
