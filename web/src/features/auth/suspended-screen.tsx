import {
  Alert,
  Blockquote,
  Button,
  Center,
  Loader,
  Stack,
  Text,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { checkAppeal, FieldRules, SUPPORT_LIMITS } from '@hostel/common';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/dates';
import { applyServerErrors } from '../../lib/form-errors';
import { graphqlRequest } from '../../lib/graphql-request';
import { summarizeServerError } from '../../lib/graphql-errors';
import type { AuthSuspensionAppealQueryQuery } from '../../gql/graphql';
import { AuthAppealSuspensionMutation, AuthSuspensionAppealQuery } from './api/documents';
import { useAuth, type Me } from './auth-context';

type Appeal = NonNullable<AuthSuspensionAppealQueryQuery['mySuspensionAppeal']>;
/** An appeal support has not answered yet: no second one meanwhile (the API's rule too). */
const waiting = (appeal: Appeal | null) => appeal?.status === 'OPEN' || appeal?.status === 'IN_PROGRESS';

/**
 * What a suspended user sees in any area: why (the admin's reason) and the one thing they may do,
 * appeal to support.
 */
export function SuspendedScreen({ me }: { me: Me }) {
  const { signOut } = useAuth();
  const [appeal, setAppeal] = useState<{ value: Appeal | null } | { error: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    document.title = 'Account suspended · Hostel';
  }, []);
  useEffect(() => {
    let live = true;
    graphqlRequest(AuthSuspensionAppealQuery, {}).then(
      (data) => live && setAppeal({ value: data.mySuspensionAppeal ?? null }),
      (error: unknown) => live && setAppeal({ error: summarizeServerError(error).message }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = () => {
    setAppeal(null);
    setAttempt((n) => n + 1);
  };

  const reason = me.user?.suspendedReason;
  return (
    <Center mih="70vh" p="md">
      <Stack maw={560} w="100%" gap="md">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={64} radius="xl" color="orange" variant="light" aria-hidden>
            <IconLock size={32} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            Your account is suspended
          </Title>
          <Text c="dimmed">
            An administrator suspended {me.user?.displayName ? `${me.user.displayName}’s` : 'this'} account.
            Until it is reinstated you cannot use the site.
          </Text>
        </Stack>
        {reason && (
          <Blockquote color="orange" p="md" cite="The administrator’s reason">
            {reason}
          </Blockquote>
        )}
        <Stack gap="xs" component="section" aria-labelledby="appeal-heading">
          <Title order={2} fz="lg" id="appeal-heading">
            Appeal
          </Title>
          {appeal === null && <Loader size="sm" aria-label="Checking your appeal" />}
          {appeal && 'error' in appeal && (
            <Alert color="red" title="We could not check your appeal" role="alert">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{appeal.error}</Text>
                <Button size="xs" variant="light" onClick={retry}>
                  Try again
                </Button>
              </Stack>
            </Alert>
          )}
          {appeal && 'value' in appeal && waiting(appeal.value) && (
            <Alert color="blue" title="Your appeal is with support" role="status">
              You sent it on {formatDate(appeal.value!.createdAt)}. Support answers by e-mail
              {me.email ? ` to ${me.email}` : ''}.
            </Alert>
          )}
          {appeal && 'value' in appeal && !waiting(appeal.value) && (
            <AppealForm onSent={(value) => setAppeal({ value })} answered={appeal.value !== null} />
          )}
        </Stack>
        <Button variant="default" component={Link} to={paths.home()} onClick={() => void signOut()}>
          Sign out
        </Button>
      </Stack>
    </Center>
  );
}

function AppealForm({ onSent, answered }: { onSent: (appeal: Appeal) => void; answered: boolean }) {
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { message: '' },
    validate: (values) => {
      const rules = new FieldRules();
      checkAppeal(rules, values.message);
      return rules.errors;
    },
  });
  const submit = form.onSubmit(async ({ message }) => {
    setBanner(null);
    setBusy(true);
    try {
      const { appealSuspension } = await graphqlRequest(AuthAppealSuspensionMutation, {
        input: { message: message.trim() },
      });
      onSent(appealSuspension);
    } catch (error) {
      setBanner(applyServerErrors(error, form, (field) => field.replace(/^input\./, '')));
    } finally {
      setBusy(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {answered
            ? 'Support answered your last appeal. If you have more to say, you can appeal again.'
            : 'If you think this is a mistake, tell support why. An administrator reads it and answers by e-mail.'}
        </Text>
        {banner && (
          <Alert color="red" role="alert">
            {banner}
          </Alert>
        )}
        <Textarea
          label="Why should the suspension be lifted?"
          required
          autosize
          minRows={4}
          maxLength={SUPPORT_LIMITS.description.max}
          description={`${SUPPORT_LIMITS.description.min} to ${SUPPORT_LIMITS.description.max} characters.`}
          key={form.key('message')}
          {...form.getInputProps('message')}
        />
        <Button type="submit" loading={busy} w={{ base: '100%', sm: 'auto' }}>
          Send appeal
        </Button>
      </Stack>
    </form>
  );
}
