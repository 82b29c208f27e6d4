import { Avatar, Badge, Card, Grid, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconSchool, IconStarFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { getFragmentData, type FragmentType } from '../../../gql';
import { formatMonth } from '../../../lib/dates';
import { HostelDetailsFieldsFragment } from '../api/details';
import { formatDistance, formatRating, genderPolicyLabel, placeLine } from '../format';
import { HostelGallery } from './hostel-gallery';
import { HostelLocation } from './hostel-location';
import { RoomTypesList, type RoomTypeView } from './room-types-list';

const POLICY_TEXT = {
  FLEXIBLE: 'Flexible: full refund up to 1 day before check-in.',
  MODERATE: 'Moderate: full refund up to 5 days before check-in, half after.',
  STRICT: 'Strict: half refund up to 14 days before check-in, none after.',
} as const;

export interface HostelDetailsViewProps {
  hostel: FragmentType<typeof HostelDetailsFieldsFragment>;
  /** Next to the title: the heart on the public page, nothing in the owner's preview. */
  headerActions?: ReactNode;
  /** The owner card's action (Message owner). */
  ownerAction?: ReactNode;
  /** Between the gallery and the rooms: the stay dates on the public page. */
  stayControls?: ReactNode;
  hasDates: boolean;
  bedsWanted: number;
  onReserve?: (room: RoomTypeView) => void;
  /** Availability for new dates is loading: only the room list shows it. */
  roomsLoading?: boolean;
  /** Under everything: the guests' reviews on the public page. */
  reviews?: ReactNode;
  /** The university searched near (the link's `university`): the walk to it is given. */
  universityId?: string | null;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} fz="lg">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** What students see of a hostel; the owner's preview renders exactly this. */
export function HostelDetailsView(props: HostelDetailsViewProps) {
  const hostel = getFragmentData(HostelDetailsFieldsFragment, props.hostel);
  // The cover opens the gallery, as it opens the hostel's card in search; the rest keep their order.
  const photos = [...hostel.photos]
    .sort((a, b) => Number(b.isCover) - Number(a.isCover) || a.position - b.position)
    .map((photo) => ({
      id: photo.id,
      caption: photo.caption,
      url: photo.file.url,
      srcSet: photo.file.srcSet,
      width: photo.file.width,
      height: photo.file.height,
    }));
  const { average, count } = hostel.reviewSummary;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {hostel.name || 'Unnamed hostel'}
          </Title>
          <Group gap={6} c="dimmed" wrap="nowrap">
            <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm">{placeLine(hostel.address, hostel.city, hostel.country)}</Text>
          </Group>
          <Group gap="xs">
            <Group gap={4}>
              <IconStarFilled size={14} aria-hidden color="var(--mantine-color-yellow-6)" />
              <Text size="sm">{formatRating(average, count)}</Text>
            </Group>
            <Badge variant="light" color="gray">
              {genderPolicyLabel(hostel.genderPolicy)}
            </Badge>
          </Group>
        </Stack>
        {props.headerActions}
      </Group>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            {/* In the main column, so the location, reviews and host cards sit beside it on desktop. */}
            <HostelGallery name={hostel.name} photos={photos} />
            <Section title="About this hostel">
              <Text style={{ whiteSpace: 'pre-line' }}>{hostel.description || 'No description yet.'}</Text>
            </Section>
            {props.stayControls}
            <Section title="Rooms and prices">
              <RoomTypesList
                roomTypes={hostel.roomTypes}
                hasDates={props.hasDates}
                bedsWanted={props.bedsWanted}
                onReserve={props.onReserve}
                loading={props.roomsLoading}
              />
            </Section>
            <Section title="Amenities">
              {hostel.amenities.length ? (
                <Group gap={6}>
                  {hostel.amenities.map((amenity) => (
                    <Badge key={amenity} variant="light" size="lg">
                      {amenity}
                    </Badge>
                  ))}
                </Group>
              ) : (
                <Text c="dimmed">No amenities listed.</Text>
              )}
            </Section>
            <Section title="House rules">
              <Text style={{ whiteSpace: 'pre-line' }}>{hostel.houseRules || 'No special rules.'}</Text>
              <Text size="sm" c="dimmed">
                Cancellation: {POLICY_TEXT[hostel.cancellationPolicy]}
              </Text>
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Card withBorder radius="lg">
              <Section title="Location">
                <Text size="sm">{placeLine(hostel.address, hostel.city, hostel.country)}</Text>
                <HostelLocation
                  name={hostel.name}
                  latitude={hostel.latitude}
                  longitude={hostel.longitude}
                  nearbyUniversities={hostel.nearbyUniversities}
                  universityId={props.universityId}
                />
                {hostel.nearbyUniversities.length ? (
                  <List spacing="xs" size="sm" icon={<IconSchool size={16} aria-hidden />}>
                    {hostel.nearbyUniversities.map((university) => (
                      <List.Item key={university.id}>
                        {university.name}:{' '}
                        <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
                          {formatDistance(university.distanceMeters)}
                        </Text>
                      </List.Item>
                    ))}
                  </List>
                ) : (
                  <Text size="sm" c="dimmed">
                    No university within 15 km.
                  </Text>
                )}
              </Section>
            </Card>
            <Card withBorder radius="lg">
              <Section title="Reviews">
                <Text fz={28} fw={700}>
                  {count ? average.toFixed(1) : '–'}
                </Text>
                <Text size="sm" c="dimmed">
                  {count
                    ? `${count} ${count === 1 ? 'review' : 'reviews'} from past guests`
                    : 'No reviews yet.'}
                </Text>
              </Section>
            </Card>
            <Card withBorder radius="lg">
              <Section title="Your host">
                <Group gap="sm" wrap="nowrap">
                  <Avatar
                    src={hostel.owner.avatar?.url}
                    name={hostel.owner.displayName}
                    alt=""
                    color="teal"
                  />
                  <Stack gap={0}>
                    <Text fw={600}>{hostel.owner.displayName}</Text>
                    <Text size="xs" c="dimmed">
                      Member since {formatMonth(hostel.owner.memberSince.slice(0, 7), 'long')}
                    </Text>
                  </Stack>
                </Group>
                {props.ownerAction}
              </Section>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
      {props.reviews}
    </Stack>
  );
}
