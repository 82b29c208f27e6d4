import { Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconMapPin, IconPhoto, IconStarFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../../gql';
import { HostelCardFieldsFragment } from '../api/search';
import { FavouriteButton } from '../favourites/favourite-button';
import { formatDistance, formatRating, genderPolicyLabel, placeLine } from '../format';
import { CardPrice } from './card-price';
import classes from './hostel-card.module.css';
import { useForStudents } from '../../auth/public';
import { imageSources } from '../../../lib/image-sources';

export interface HostelCardProps {
  hostel: FragmentType<typeof HostelCardFieldsFragment>;
  /** Where the card leads (keeps the searched stay). */
  to: string;
  /**
   * The first cards of a list are on the first screen: their photos load at once (the first with high
   * priority, it is the page's largest paint on phones); the others wait until scrolled near.
   */
  position?: number;
}

/** Cards whose photos load eagerly: the first row on a desktop grid of three. */
const EAGER_CARDS = 3;

/**
 * The photo's width in the result grids: three columns from lg, two from sm, else one (a little
 * less in the signed-in areas, whose navigation takes a side; never under, so never blurry).
 */
const CARD_SIZES = '(min-width: 75em) 33vw, (min-width: 48em) 50vw, 100vw';

export function HostelCard(props: HostelCardProps) {
  const hostel = getFragmentData(HostelCardFieldsFragment, props.hostel);
  const forStudents = useForStudents();
  return (
    <Card withBorder radius="lg" padding="sm" className={classes.card} component="article">
      <Card.Section>
        {hostel.coverPhoto ? (
          <Image
            {...imageSources(hostel.coverPhoto, CARD_SIZES)}
            alt=""
            h={180}
            fit="cover"
            loading={(props.position ?? EAGER_CARDS) < EAGER_CARDS ? 'eager' : 'lazy'}
            fetchPriority={props.position === 0 ? 'high' : 'auto'}
            decoding="async"
            // A tinted slot, not a white gap, while the photo loads.
            bg="var(--mantine-color-default-hover)"
          />
        ) : (
          <Stack h={180} align="center" justify="center" bg="var(--mantine-color-default-hover)">
            <IconPhoto size={36} aria-hidden color="var(--mantine-color-dimmed)" />
          </Stack>
        )}
      </Card.Section>
      {forStudents && (
        <div className={classes.heart}>
          <FavouriteButton hostelId={hostel.id} hostelName={hostel.name} isFavourite={hostel.isFavourite} />
        </div>
      )}
      <Stack gap={6} mt="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={700} fz="lg" lineClamp={2} component="h3" m={0}>
            <Link to={props.to} className={classes.link}>
              {hostel.name}
            </Link>
          </Text>
          <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
            {genderPolicyLabel(hostel.genderPolicy)}
          </Badge>
        </Group>
        <Group gap={4} c="dimmed" wrap="nowrap">
          <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" lineClamp={1}>
            {placeLine(hostel.address, hostel.city)}
          </Text>
        </Group>
        <Group justify="space-between" gap="xs">
          <Group gap={4}>
            <IconStarFilled size={14} aria-hidden color="var(--mantine-color-yellow-6)" />
            <Text size="sm">{formatRating(hostel.ratingAverage, hostel.reviewCount)}</Text>
          </Group>
          {hostel.distanceMeters != null && (
            <Text size="sm" c="dimmed">
              {formatDistance(hostel.distanceMeters)} to campus
            </Text>
          )}
        </Group>
        <CardPrice values={hostel} />
      </Stack>
    </Card>
  );
}
