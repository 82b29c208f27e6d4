import { lazy, Suspense } from 'react';
import { FullPageLoader } from '../../components/full-page-loader';
import { importWithReload } from '../../lib/chunk-reload';
import { PublicLayout } from './public-layout';
import { useAuth } from '../../features/auth/public';

// The hostel page is public, but signed-in people keep their own area around it (navigation and
// account menu). Those layouts load only for them, so visitors pay nothing for this choice.
const areaLayouts = {
  STUDENT: lazy(() =>
    importWithReload(() => import('./student-layout')).then((m) => ({ default: m.StudentLayout })),
  ),
  OWNER: lazy(() =>
    importWithReload(() => import('./owner-layout')).then((m) => ({ default: m.OwnerLayout })),
  ),
  ADMIN: lazy(() =>
    importWithReload(() => import('./admin-layout')).then((m) => ({ default: m.AdminLayout })),
  ),
};

/** `/students/hostelDetails`: the viewer's area layout when signed in, the public one otherwise. */
export function HostelDetailsLayout() {
  const { status, me, meLoading } = useAuth();
  if (status === 'loading' || (status === 'signedIn' && !me && meLoading)) return <FullPageLoader />;
  const user = me?.user;
  if (!user || user.status !== 'ACTIVE') return <PublicLayout />;
  const AreaLayout = areaLayouts[user.role];
  return (
    <Suspense fallback={<FullPageLoader />}>
      <AreaLayout />
    </Suspense>
  );
}
