import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverPackageRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { MY_SERVER_PACKAGES_KEY } from './get-my-server-packages';

export const deleteServerPackage = (id: string) =>
  callRoute(serverPackageRoutes.deleteServerPackage, { params: { id } });

export function useDeleteServerPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteServerPackage,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: MY_SERVER_PACKAGES_KEY }),
  });
}
