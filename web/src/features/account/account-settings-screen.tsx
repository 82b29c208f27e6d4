import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { SectionBoundary } from '../../components/section-boundary';
import { paths } from '../../config/paths';
import { screenLoader } from '../../lib/screen-loader';
import { EmailSection } from './email-section';
import { AccountProfileQuery } from './api/documents';
import { PasswordSection } from './password-section';
import { PersonalInformationSection } from './personal-information-section';
import { useSignOut } from '../auth/public';
import { NotificationPreferencesSection } from '../notifications/public';

/** The profile the personal information section edits. */
export const loader = screenLoader(AccountProfileQuery);

function SignOutSection() {
  const signOut = useSignOut();
  return (
    <Card withBorder radius="lg" p="lg" component="section">
      <Group justify="space-between" gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            Sign out
          </Title>
          <Text c="dimmed" size="sm">
            Sign out of Hostel on this device.
          </Text>
        </Stack>
        <Button
          color="red"
          variant="light"
          leftSection={<IconLogout size={16} />}
          onClick={() => void signOut()}
        >
          Sign out
        </Button>
      </Group>
    </Card>
  );
}

const studentSections = [
  { value: paths.student.accountSetting(), label: 'All settings' },
  { value: paths.student.personalInformation(), label: 'Personal information' },
  { value: paths.student.passwordSetting(), label: 'Password' },
];

/** Links between the student's settings URLs (the original product's section pages). */
function StudentSectionNav() {
  const { pathname } = useLocation();
  return (
    <Group gap="xs" component="nav" aria-label="Settings sections">
      {studentSections.map((section) => (
        <Button
          key={section.value}
          component={Link}
          to={section.value}
          size="xs"
          variant={pathname === section.value ? 'filled' : 'default'}
          aria-current={pathname === section.value ? 'page' : undefined}
        >
          {section.label}
        </Button>
      ))}
    </Group>
  );
}

interface SettingsProps {
  title: string;
  nav?: boolean;
  personal?: boolean;
  security?: boolean;
}

function Settings({ title, nav, personal = true, security = true }: SettingsProps) {
  return (
    <PageFrame title={title} description="Your profile, email, password, e-mail notifications and sign-out.">
      <Stack gap="lg">
        {nav && <StudentSectionNav />}
        {personal && (
          <SectionBoundary label="your personal information">
            <PersonalInformationSection />
          </SectionBoundary>
        )}
        {security && (
          <>
            <SectionBoundary label="your email settings">
              <EmailSection />
            </SectionBoundary>
            <SectionBoundary label="your password settings">
              <PasswordSection />
            </SectionBoundary>
          </>
        )}
        {personal && security && (
          <SectionBoundary label="your e-mail notification settings">
            <NotificationPreferencesSection />
          </SectionBoundary>
        )}
        <SignOutSection />
      </Stack>
    </PageFrame>
  );
}

export const StudentAccountSettingsScreen = () => <Settings title="Account settings" nav />;
export const StudentPersonalInformationScreen = () => (
  <Settings title="Personal information" nav security={false} />
);
export const StudentPasswordSettingScreen = () => (
  <Settings title="Password and email" nav personal={false} />
);
export const OwnerAccountSettingsScreen = () => <Settings title="Account settings" />;
