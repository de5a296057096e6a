import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServerPackageInput } from '@netlease/shared/catalog';
import { serverPackageRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { MY_SERVER_PACKAGES_KEY } from './get-my-server-packages';

/** Creates a package, or updates one when `id` is given; either way it goes (back) to review. */
export const saveServerPackage = ({ id, input }: { id: string | null; input: ServerPackageInput }) =>
  id
    ? callRoute(serverPackageRoutes.updateServerPackage, { params: { id }, body: input })
    : callRoute(serverPackageRoutes.createServerPackage, { body: input });

export function useSaveServerPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveServerPackage,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: MY_SERVER_PACKAGES_KEY }),
  });
}
