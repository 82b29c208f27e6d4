import { PageFrame } from '../../../components/page-frame';
import { HostelSearch } from './hostel-search';

/** `/students`: the signed-in student's search home. */
export function StudentSearchScreen() {
  return (
    <PageFrame title="Find a hostel" description="Search beds by city, nearby university, dates and price.">
      <HostelSearch />
    </PageFrame>
  );
}
