import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Code,
  Group,
  List,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserOff } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { ReasonModal } from '../../../components/reason-modal';
import { paths } from '../../../config/paths';
import type { AdminUserQueryQuery, Role } from '../../../gql/graphql';
import { summarizeServerError } from '../../../lib/graphql-errors';
import { screenLoader, useScreenData } from '../../../lib/screen-loader';
import { useMutationRequest } from '../../../lib/use-request';
import { useAuth } from '../../auth/public';
import {
  AdminUserQuery,
  ResendVerificationMutation,
  SetUserRoleMutation,
  SetUserStatusMutation,
} from '../api/users';
import { statusName } from '../status-name';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { providerName, ROLE_LABELS, STATUS_COLORS, STATUS_LABELS } from './user-labels';

type Detail = NonNullable<AdminUserQueryQuery['adminUser']>;

const done = (message: string) =>
  notifications.show({ closeButtonProps: { 'aria-label': 'Close notification' }, color: 'teal', message });

function Section({ title, children, count }: { title: string; children: ReactNode; count?: number }) {
  return (
    <Card withBorder radius="lg">
      <Title order={2} fz="lg" mb="xs">
        {title}
        {count !== undefined && (
          <Text span c="dimmed" fz="sm" ml={6}>
            ({count})
          </Text>
        )}
      </Title>
      {children}
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

const none = (what: string) => (
  <Text size="sm" c="dimmed">
    {what}
  </Text>
);

function Actions({ detail, isSelf }: { detail: Detail; isSelf: boolean }) {
  const { user, signIn } = detail;
  const [reasonOpen, setReasonOpen] = useState(false);
  const [role, setRole] = useState<Role>(user.role);
  const [failure, setFailure] = useState<string | null>(null);
  // Each resolves once the page has read the account again.
  const [setStatus] = useMutationRequest(SetUserStatusMutation);
  const [setRoleTo, roleState] = useMutationRequest(SetUserRoleMutation);
  const [resend, resendState] = useMutationRequest(ResendVerificationMutation);
  const suspended = user.status === 'SUSPENDED';

  if (isSelf)
    return (
      <Alert color="gray" title="Your own account">
        Another admin changes your role or status.
      </Alert>
    );
  const run = async (action: () => Promise<unknown>, message: string) => {
    setFailure(null);
    try {
      await action();
      done(message);
    } catch (error) {
      setFailure(summarizeServerError(error).message);
    }
  };
  return (
    <Section title="Actions">
      <Stack gap="sm">
        <Group gap="sm" align="flex-end">
          <Button color={suspended ? 'teal' : 'red'} onClick={() => setReasonOpen(true)}>
            {suspended ? 'Reinstate' : 'Suspend'}
          </Button>
          <Select
            label="Role"
            data={Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label }))}
            value={role}
            onChange={(value) => value && setRole(value as Role)}
            allowDeselect={false}
            w={160}
          />
          <Button
            variant="default"
            disabled={role === user.role}
            loading={roleState.loading}
            onClick={() =>
              void run(
                () => setRoleTo({ userId: user.id, role }),
                `${user.displayName} is now ${ROLE_LABELS[role].toLowerCase()}.`,
              )
            }
          >
            Change role
          </Button>
          <Button
            variant="default"
            disabled={!user.email || !signIn || signIn.emailVerified}
            loading={resendState.loading}
            onClick={() =>
              void run(
                () => resend({ userId: user.id }),
                `A verification e-mail is on its way to ${user.email}.`,
              )
            }
          >
            Resend verification e-mail
          </Button>
        </Group>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
      <ReasonModal
        title={suspended ? `Reinstate ${user.displayName}` : `Suspend ${user.displayName}`}
        confirmLabel={suspended ? 'Reinstate' : 'Suspend'}
        reasonLabel="Reason (the user is told)"
        opened={reasonOpen}
        onClose={() => setReasonOpen(false)}
        onConfirm={async (reason) => {
          try {
            await setStatus({ userId: user.id, status: suspended ? 'ACTIVE' : 'SUSPENDED', reason });
            done(
              suspended
                ? `${user.displayName} is active again.`
                : `${user.displayName} is suspended and signed out.`,
            );
            return null;
          } catch (error) {
            return summarizeServerError(error).message;
          }
        }}
      />
    </Section>
  );
}

function Profile({ detail }: { detail: Detail }) {
  const { user, signIn } = detail;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Section title="Profile">
        <Stack gap={4}>
          <Fact label="E-mail">{user.email ?? 'none'}</Fact>
          <Fact label="Phone">{user.phoneNumber ?? 'none'}</Fact>
          {user.university && <Fact label="University">{user.university.name}</Fact>}
          {user.programme && <Fact label="Programme">{user.programme}</Fact>}
          {user.businessName && <Fact label="Business name">{user.businessName}</Fact>}
          <Fact label="Signed up">{formatDate(user.createdAt)}</Fact>
          {user.suspendedReason && <Fact label="Suspended because">{user.suspendedReason}</Fact>}
        </Stack>
      </Section>
      <Section title="Sign-in">
        {signIn ? (
          <Stack gap={4}>
            <Fact label="Methods">{signIn.providers.map(providerName).join(', ') || 'none'}</Fact>
            <Fact label="E-mail verified">{signIn.emailVerified ? 'Yes' : 'No'}</Fact>
            <Fact label="Last sign-in">
              {signIn.lastSignInAt ? formatDateTime(signIn.lastSignInAt) : 'never'}
            </Fact>
            {signIn.disabled && <Fact label="Sign-in service">disabled</Fact>}
          </Stack>
        ) : (
          none('The sign-in service no longer knows this account.')
        )}
      </Section>
    </SimpleGrid>
  );
}

function Activity({ detail }: { detail: Detail }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Section title="Reservations" count={detail.reservations.length}>
        {detail.reservations.length === 0 ? (
          none('No reservations.')
        ) : (
          <List spacing={4} size="sm" listStyleType="none">
            {detail.reservations.map((r) => (
              <List.Item key={r.id}>
                <Anchor component={Link} to={paths.admin.reservations({ search: r.code, open: r.id })}>
                  {r.code}
                </Anchor>{' '}
                {r.hostel.name}, {r.checkIn} to {r.checkOut} · {statusName(r.status)}
              </List.Item>
            ))}
          </List>
        )}
      </Section>
      <Section title="Hostels" count={detail.hostels.length}>
        {detail.hostels.length === 0 ? (
          none('No hostels.')
        ) : (
          <List spacing={4} size="sm" listStyleType="none">
            {detail.hostels.map((h) => (
              <List.Item key={h.id}>
                <Anchor component={Link} to={paths.admin.listing({ search: h.id })}>
                  {h.name}
                </Anchor>{' '}
                · {statusName(h.status)}
              </List.Item>
            ))}
          </List>
        )}
      </Section>
      <Section title="Support tickets" count={detail.tickets.length}>
        {detail.tickets.length === 0 ? (
          none('No tickets.')
        ) : (
          <List spacing={4} size="sm" listStyleType="none">
            {detail.tickets.map((t) => (
              <List.Item key={t.id}>
                <Anchor component={Link} to={paths.admin.support(t.id)}>
                  {t.subject}
                </Anchor>{' '}
                · {statusName(t.status)} · {formatDate(t.createdAt)}
              </List.Item>
            ))}
          </List>
        )}
      </Section>
      <Section title="Reviews" count={detail.reviews.length}>
        {detail.reviews.length === 0 ? (
          none('No reviews.')
        ) : (
          <List spacing={4} size="sm" listStyleType="none">
            {detail.reviews.map((r) => (
              <List.Item key={r.id}>
                <Anchor component={Link} to={paths.admin.reviews()}>
                  {r.hostel?.name ?? 'A hostel'}
                </Anchor>{' '}
                · {r.overall} of 5 · {formatDate(r.createdAt)}
              </List.Item>
            ))}
          </List>
        )}
      </Section>
    </SimpleGrid>
  );
}

function AuditTrail({ detail }: { detail: Detail }) {
  return (
    <Section title="Audit trail">
      {detail.auditTrail.length === 0 ? (
        none('No admin has acted on this account.')
      ) : (
        <Stack gap="xs">
          {detail.auditTrail.map((entry) => (
            <Stack key={entry.id} gap={2}>
              <Text size="sm">
                <Text span fw={600}>
                  {entry.action}
                </Text>{' '}
                by {entry.actor?.displayName ?? 'the system'} · {formatDateTime(entry.createdAt)}
              </Text>
              <Code style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{entry.details}</Code>
            </Stack>
          ))}
          <Anchor
            component={Link}
            to={paths.admin.audit({ entity: 'User', entityId: detail.user.id })}
            size="sm"
          >
            Open in the audit log
          </Anchor>
        </Stack>
      )}
    </Section>
  );
}

const idOf = ({ request }: LoaderFunctionArgs) => new URL(request.url).searchParams.get('id') ?? '';
const readUser = screenLoader(AdminUserQuery, (args) => ({ id: idOf(args) }));

/** Without an id there is nobody to read: the screen says to find one. */
export const loader = (args: LoaderFunctionArgs) => (idOf(args) ? readUser(args) : { data: null });

/** `/admin/user?id=`: one account with what it did and what was done to it, and the admin's actions. */
export function AdminUserScreen() {
  const viewerId = useAuth().me?.user?.id ?? null;
  const { data, loading, error, retry } = useScreenData<AdminUserQueryQuery>();
  const user = data?.adminUser?.user;
  return (
    <PageFrame
      title={user?.displayName ?? 'User'}
      description={
        user && (
          <Group gap={6} component="span">
            <Badge component="span" variant="light" color="gray">
              {ROLE_LABELS[user.role]}
            </Badge>
            <Badge component="span" variant="light" color={STATUS_COLORS[user.status]}>
              {STATUS_LABELS[user.status]}
            </Badge>
          </Group>
        )
      }
      actions={
        <Button component={Link} to={paths.admin.users()} variant="subtle">
          All users
        </Button>
      }
    >
      <QueryState
        loading={loading}
        error={error}
        data={data?.adminUser}
        onRetry={retry}
        empty={
          <EmptyState icon={<IconUserOff size={28} />} title="No user chosen">
            Find the user on the Users screen.
          </EmptyState>
        }
      >
        {(detail) => (
          <Stack gap="md">
            <Actions
              key={`${detail.user.role}-${detail.user.status}`}
              detail={detail}
              isSelf={detail.user.id === viewerId}
            />
            <Profile detail={detail} />
            <Activity detail={detail} />
            <AuditTrail detail={detail} />
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}
