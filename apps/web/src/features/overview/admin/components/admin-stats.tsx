import { useQuery } from '@tanstack/react-query';
import { HardDrive, Network, Server, Users } from 'lucide-react';
import { StatCard } from '@/components/ui/card';
import { api } from '@/lib/api-client';
import { useErrorToast } from '@/lib/toast';

interface AdminStatsData {
  totalUsers: number;
  activeOrders: number;
  pendingIpBlocks: number;
  pendingServerPackages: number;
}

/** The four stat cards of /admin (docs/PRODUCT.md "Admin panel"). */
export function AdminStats() {
  const { data, error } = useQuery({
    queryKey: ['admin', 'stats'],
    queryFn: () => api<AdminStatsData>('/api/admin/stats'),
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
