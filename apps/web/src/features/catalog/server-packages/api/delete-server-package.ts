import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MY_SERVER_PACKAGES_KEY } from './get-my-server-packages';
import type { MessageReply } from '@netlease/shared/replies';

export const deleteServerPackage = (id: string) =>
  api<MessageReply>(`/api/server-packages/${id}`, { method: 'DELETE' });

export function useDeleteServerPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteServerPackage,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: MY_SERVER_PACKAGES_KEY }),
  });
}
