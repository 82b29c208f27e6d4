import { Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBed, IconShieldCheck, IconWallet } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { SITE_TITLE } from '../../config/site';
import { usePageHead } from '../../lib/page-head';
import { cityHead, HostelSearch, searchLoader, searchShouldRevalidate } from '../hostels/public';

const promises = [
  {
    icon: IconBed,
    title: 'Beds near campus',
    text: 'Search by city, by university nearby, dates, price and gender policy.',
  },
  {
    icon: IconShieldCheck,
    title: 'Reviewed listings',
    text: 'Every hostel is checked by our team before it goes live.',
  },
  {
    icon: IconWallet,
    title: 'Pay when accepted',
    text: 'Request a bed for free; you pay only once the owner accepts.',
  },
];

/** The route's loader (lazy-screen.ts): the search's results, also in the server renderer. */
export const loader = searchLoader;
export const shouldRevalidate = searchShouldRevalidate;

export function HomeScreen() {
  const city = useSearchParams()[0].get('city')?.trim();
  // A city's search is a page of its own for search engines (the sitemap lists it).
  usePageHead(city ? cityHead(city) : { title: SITE_TITLE, canonical: paths.home() });
  return (
    <Stack gap="xl">
      <Stack gap="sm" py={{ base: 'md', sm: 'xl' }}>
        <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15}>
          Find a bed near your university
        </Title>
        <Text c="dimmed" fz={{ base: 'md', sm: 'lg' }} maw={640}>
          Compare hostels, reserve a bed and pay securely, all in one place. Owners list for free.
        </Text>
      </Stack>
      <HostelSearch />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {promises.map((item) => (
          <Group key={item.title} align="flex-start" wrap="nowrap" gap="sm">
            <ThemeIcon variant="light" size="lg" aria-hidden>
              <item.icon size={20} />
            </ThemeIcon>
            <Stack gap={2}>
              <Text fw={700}>{item.title}</Text>
              <Text c="dimmed" size="sm">
                {item.text}
              </Text>
            </Stack>
          </Group>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
