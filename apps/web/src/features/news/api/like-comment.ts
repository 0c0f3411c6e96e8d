import { newsRoutes, type CommentLike, type ResponseOf, type SubComment } from '@sport/contract';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { byId, patchItems, patchPages } from '../../../lib/patch-pages';
import { commentsQuery } from './get-comments';

/** Toggles the user's like of a comment (a second like takes it back). */
export const likeComment = (commentId: number) => request(newsRoutes.commentLiked, { commentId });

type Comments = InfiniteData<ResponseOf<typeof newsRoutes.commentList>, unknown>;

/** Applies `change` to the comment or reply `commentId` wherever it is in the pages. */
function updateComment(data: Comments | undefined, commentId: number, change: <C extends SubComment>(c: C) => C) {
  return patchPages(data, 'list', (comment) => {
    const subComments = patchItems(comment.subComments, byId(commentId, change));
    return byId(commentId, change)(subComments === comment.subComments ? comment : { ...comment, subComments });
  });
}

const flip = <C extends SubComment>(c: C): C => ({
  ...c,
  isLiked: c.isLiked === 1 ? 0 : 1,
  likedCount: Math.max(0, c.likedCount + (c.isLiked === 1 ? -1 : 1)),
});

/** The heart and count move at once and come back if the call fails; the server's count wins. */
export function useLikeComment(messageId: number) {
  const client = useQueryClient();
  const key = commentsQuery(messageId).queryKey;
  return useMutation({
    mutationFn: (commentId: number) => likeComment(commentId),
    onMutate: async (commentId) => {
      await client.cancelQueries({ queryKey: key });
      client.setQueryData(key, (data) => updateComment(data, commentId, flip));
    },
    onError: (_error, commentId) => {
      client.setQueryData(key, (data) => updateComment(data, commentId, flip));
    },
    onSuccess: (answer: CommentLike) => {
      client.setQueryData(key, (data) =>
        updateComment(data, answer.commentId, (c) => ({ ...c, likedCount: answer.likedCount, isLiked: answer.isLiked })),
      );
    },
  });
}
