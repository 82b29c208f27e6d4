import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { SectionBoundary } from '../../components/section-boundary';
import { importWithReload } from '../../lib/chunk-reload';
import { useScrolledNear } from '../../lib/scrolled-near';

const Reviews = lazy(() =>
  importWithReload(() => import('./hostel-reviews')).then((m) => ({ default: m.HostelReviews })),
);

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
