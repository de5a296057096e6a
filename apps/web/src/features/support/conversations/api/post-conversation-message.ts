import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationDetail, ConversationMessage } from '@netlease/shared/conversations';
import { conversationRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { conversationKey } from './get-conversation';
import { CONVERSATIONS_KEY } from './list-conversations';

export const postConversationMessage = (conversationId: string, message: string) =>
  callRoute(conversationRoutes.postConversationMessage, {
    params: { id: conversationId },
    body: { message },
  });

/** Adds a message to the cached thread once (the live event may bring the same one). */
export function appendConversationMessage(
  detail: ConversationDetail | undefined,
  message: ConversationMessage,
): ConversationDetail | undefined {
  if (!detail || detail.messages.some((item) => item.id === message.id)) return detail;
  return { ...detail, messages: [...detail.messages, message] };
}

export function usePostConversationMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => postConversationMessage(conversationId, message),
    onSuccess: (message) => {
      queryClient.setQueryData<ConversationDetail>(conversationKey(conversationId), (detail) =>
        appendConversationMessage(detail, message),
      );
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
    },
  });
}
