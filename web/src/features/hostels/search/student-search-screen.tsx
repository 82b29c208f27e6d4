import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { usePageHead } from '../../../lib/page-head';
import { cityHead } from '../page-head';
import { HostelSearch } from './hostel-search';

export { shouldRevalidate } from './search-loader';

/** `/students`: the signed-in student's search home. */
export function StudentSearchScreen() {
  const city = useSearchParams()[0].get('city')?.trim();
  usePageHead(city ? cityHead(city) : null);
  return (
    <PageFrame title="Find a hostel" description="Search beds by city, nearby university, dates and price.">
      <HostelSearch />
    </PageFrame>
  );
}
