import { newsRoutes, type Comment } from '@sport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { routeKey } from '../../../lib/query-keys';
import { commentRuleQuery } from './get-comment-rule';
import { commentsQuery } from './get-comments';
import { tipQuery } from './get-tip';

export interface NewComment {
  content: string;
  /** The comment a reply answers; absent for a comment on the tip. */
  parentId?: number;
}

/** Silent: the comment box says why a post was refused (the rule's reasons, or the error) itself. */
export const publishComment = (messageId: number, { content, parentId }: NewComment) =>
  request(newsRoutes.commentPublish, { messageId, content, parentId: parentId ?? 0 }, { silent: true });

/**
 * Posts a comment or a reply; the list loads again with it, and the tip's comment count (which counts replies
 * too) goes up by one here: asked again, the tip would come from the server's answer cache for a few seconds
 * yet, with the count before. A refusal by the comment gate (403) reloads the rule, so the box shows the
 * reasons the server went by.
 */
export function usePublishComment(messageId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (comment: NewComment) => publishComment(messageId, comment),
    onSuccess: async (_posted: Comment) => {
      client.setQueryData(tipQuery(messageId).queryKey, (tip) => (tip ? { ...tip, commentCount: tip.commentCount + 1 } : tip));
      void client.invalidateQueries({ queryKey: routeKey(newsRoutes.myCommentList) });
      await client.invalidateQueries({ queryKey: commentsQuery(messageId).queryKey });
    },
    onError: () => client.invalidateQueries({ queryKey: commentRuleQuery().queryKey }),
  });
}
