import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { SectionBoundary } from '../../components/section-boundary';
import { loadApolloClient } from '../../lib/apollo-loader';
import { importWithReload } from '../../lib/chunk-reload';
import { useScrolledNear } from '../../lib/scrolled-near';

// The page itself reads without Apollo Client (its route loader); the reviews read through it.
const Reviews = lazy(async () => {
  const [module] = await Promise.all([
    importWithReload(() => import('./hostel-reviews')),
    loadApolloClient(),
  ]);
  return { default: module.HostelReviews };
});

/**
 * The hostel page's reviews, loaded (code and data) only once the reader scrolls near them, so the
 * page's first screen costs what it did before; once shown they stay.
 */
export function HostelReviewsBelowFold({ hostelId }: { hostelId: string }) {
  const { seen, ref } = useScrolledNear('300px');
  return (
    <div ref={ref} style={{ minHeight: 120 }}>
      {seen && (
        <SectionBoundary label="the reviews">
          <Suspense
            fallback={
              <Center py="md">
                <Loader size="sm" aria-label="Loading reviews" />
              </Center>
            }
          >
            <Reviews hostelId={hostelId} />
          </Suspense>
        </SectionBoundary>
      )}
    </div>
  );
}
