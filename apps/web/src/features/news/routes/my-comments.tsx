import { EmptyState } from '../../../components/ui/empty-state';
import { LoadMore } from '../../../components/ui/load-more';
import { PageFrame } from '../../../components/ui/page-frame';
import { QueryView } from '../../../components/ui/query-view';
import { useAuthStore } from '../../../lib/auth-store';
import { useTranslation } from '../../../lib/i18n';
import { useMyComments } from '../api/get-my-comments';
import { LoginHint } from '../components/login-hint';
import { MyCommentItem } from '../components/my-comment-item';
import { MyCommentsSkeleton } from '../components/news-skeleton';
import '../texts';
import '../news.css';

function Comments() {
  const { t } = useTranslation();
  const comments = useMyComments();
  return (
    <QueryView
      query={comments}
      loading={<MyCommentsSkeleton />}
      isEmpty={(data) => data.pages.every((page) => page.list.length === 0)}
      empty={<EmptyState title={t('news.noMyComments')} description={t('news.noMyCommentsHint')} />}
    >
      {(data) => (
        <>
          <ul className="my-comments">
            {data.pages
              .flatMap((page) => page.list)
              .map((comment) => (
                <MyCommentItem key={comment.id} comment={comment} />
              ))}
          </ul>
          <LoadMore
            hasMore={comments.hasNextPage}
            loading={comments.isFetchingNextPage}
            onMore={() => void comments.fetchNextPage()}
            moreText={t('news.more')}
            loadingText={t('common.loading')}
            endText={t('news.noMore')}
          />
        </>
      )}
    </QueryView>
  );
}

/** 我的评论 (SPEC §7 message/comment/my/list): the user's comments and replies, newest first; each opens its tip. */
export default function MyComments() {
  const { t } = useTranslation();
  const loggedIn = useAuthStore((s) => Boolean(s.token));
  return (
    <PageFrame title={t('news.myComments')}>
      {loggedIn ? <Comments /> : <LoginHint text={t('news.myCommentsVisitor')} />}
    </PageFrame>
  );
}
