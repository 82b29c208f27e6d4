import { AspectRatio, Grid, Skeleton, Stack } from '@mantine/core';

/**
 * The hostel page's shape while it loads: title, gallery and side cards where they will be, so the
 * page does not jump (nor the footer move) when the hostel arrives.
 */
export function HostelDetailsSkeleton() {
  return (
    // At least a screen tall: the footer stays below the fold until the page is there.
    <Stack gap="lg" mih="100vh" role="status" aria-label="Loading the hostel" aria-busy>
      <Stack gap={8}>
        <Skeleton h={34} w="60%" />
        <Skeleton h={16} w="40%" />
        <Skeleton h={20} w={160} />
      </Stack>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            <AspectRatio ratio={16 / 9} maw={860}>
              <Skeleton radius="md" />
            </AspectRatio>
            <Skeleton h={120} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Skeleton h={160} radius="lg" />
            <Skeleton h={120} radius="lg" />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
