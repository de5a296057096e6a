import { useQuery } from '@tanstack/react-query';
import { HardDrive, Network, Server, Users } from 'lucide-react';
import { StatCard } from '@/components/ui/card';
import { adminApprovalRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';
import { useErrorToast } from '@/lib/toast';

/** The four stat cards of /admin (docs/PRODUCT.md "Admin panel"). */
export function AdminStats() {
  const { data, error } = useQuery({
    queryKey: routeKey(adminApprovalRoutes.getAdminStats),
    queryFn: () => callRoute(adminApprovalRoutes.getAdminStats),
  });
  useErrorToast(error, 'Error fetching admin data');
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard label="Total Users" value={data?.totalUsers ?? '—'} icon={<Users className="size-5" />} />
      <StatCard
        label="Active Orders"
        value={data?.activeOrders ?? '—'}
        icon={<HardDrive className="size-5" />}
      />
      <StatCard
        label="Pending IP Blocks"
        value={data?.pendingIpBlocks ?? '—'}
        icon={<Network className="size-5" />}
      />
      <StatCard
        label="Pending Servers"
        value={data?.pendingServerPackages ?? '—'}
        icon={<Server className="size-5" />}
      />
    </div>
  );
}
