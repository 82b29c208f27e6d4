import { useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { paths } from '../../../config/paths';
import { useAuth } from '../../auth/public';
import { queueLoader, SupportQueue } from './support-queue';
import { SupportTicket, ticketLoader } from './support-ticket';

/** One ticket's, or the queue's. */
export const loader = (args: LoaderFunctionArgs) =>
  new URL(args.request.url).searchParams.get('ticket') ? ticketLoader(args) : queueLoader(args);

/** `/admin/support[?ticket=id]`: the queue, or one ticket. */
export function AdminSupportScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const viewerId = useAuth().me?.user?.id ?? null;
  const ticketId = params.get('ticket');
  return (
    <PageFrame
      title="Support"
      description="Tickets opened by students and owners, and reported conversations."
    >
      {ticketId ? (
        <SupportTicket id={ticketId} viewerId={viewerId} />
      ) : (
        <SupportQueue viewerId={viewerId} onOpen={(id) => navigate(paths.admin.support(id))} />
      )}
    </PageFrame>
  );
}
