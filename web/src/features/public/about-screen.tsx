import { Button, Group, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { paths } from '../../config/paths';

export function AboutScreen() {
  return (
    <PageFrame title="About Hostel" description="A marketplace that connects students with hostel owners.">
      <Stack gap="md" maw={720}>
        <Text>
          Hostel helps university students find, reserve and pay for a bed close to campus, and helps hostel
          owners fill their rooms without the paperwork.
        </Text>
        <List spacing="xs">
          <List.Item>
            Students search by city, nearby university, dates, price, gender policy and amenities.
          </List.Item>
          <List.Item>
            Owners list a hostel in a few steps, answer reservation requests and follow their earnings.
          </List.Item>
          <List.Item>Our team reviews every listing and keeps the platform safe for everyone.</List.Item>
        </List>
        <Group>
          <Button component={Link} to={paths.getStarted()}>
            Get started
          </Button>
          <Button component={Link} to={paths.home()} variant="default">
            Find a hostel
          </Button>
        </Group>
      </Stack>
    </PageFrame>
  );
}
