import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useCallback, useState } from 'react';
import { SectionBoundary } from '../../components/section-boundary';

const Reviews = lazy(() => import('./hostel-reviews').then((m) => ({ default: m.HostelReviews })));

/**
 * The hostel page's reviews, loaded (code and data) only once the reader scrolls near them, so the
 * page's first screen costs what it did before; once shown they stay.
 */
export function HostelReviewsBelowFold({ hostelId }: { hostelId: string }) {
  const [seen, setSeen] = useState(false);
  const watch = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        setSeen(true);
        observer.disconnect();
      },
      { rootMargin: '300px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={seen ? undefined : watch} style={{ minHeight: 120 }}>
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
