import { chatRoutes, TEXTS } from '@sport/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { toastSuccess } from '../../../lib/toast';

export const reportChat = (messageId: number, cateId: number) => request(chatRoutes.report, { messageId, cateId });

/** Reports a chat line for a reason (举报成功 when taken); five users' reports hide it for everyone. */
export function useReportChat() {
  return useMutation({
    mutationFn: ({ messageId, cateId }: { messageId: number; cateId: number }) => reportChat(messageId, cateId),
    onSuccess: () => toastSuccess(TEXTS.reported),
  });
}
