import { useRequest } from '../../../lib/use-request';
import { AdminSupportAdminsQuery } from '../api/support';

/** The active admins a ticket can be assigned to, as Select options (the viewer's labelled "Me"). */
export function useAdminOptions(viewerId: string | null) {
  const { data } = useRequest(AdminSupportAdminsQuery, {});
  return (data?.users.edges ?? []).map(({ node }) => ({
    value: node.id,
    label: node.id === viewerId ? `${node.displayName} (me)` : node.displayName,
  }));
}
