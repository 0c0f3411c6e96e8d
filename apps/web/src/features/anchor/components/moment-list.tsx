import { lazy, Suspense, useState } from 'react';
import { QueryView } from '../../../components/ui/query-view';
import { useTranslation } from '../../../lib/i18n';
import { useHostMoments } from '../api/get-host-moments';
import { useLikeMoment } from '../api/like-moment';
import { useAuthStore } from '../../../lib/auth-store';
import { useRequireLogin } from '../../../lib/use-require-login';
import { MomentItem } from './moment-item';
import '../../../components/ui/button.css';
import '../texts';

const PhotoViewer = lazy(() => import('../../../components/ui/photo-viewer'));

/** A host's moments: page 1 first, "more" appends the next page; photos open full screen. */
export function MomentList({ hostId }: { hostId: number }) {
  const { t } = useTranslation();
  const moments = useHostMoments(hostId);
  const like = useLikeMoment(hostId);
  const requireLogin = useRequireLogin();
  const [viewing, setViewing] = useState<{ images: string[]; index: number } | null>(null);
  const [now] = useState(() => Date.now());

  // Liking needs login (SPEC §6). A visitor's tap only asks for it: the visitor's list holds none of the
  // user's own likes, so their taps count from the list reloaded as theirs (useSessionQueries), within their cap.
  const onLike = (momentId: number) => {
    if (useAuthStore.getState().token) like(momentId);
    else void requireLogin();
  };

  return (
    <QueryView
      query={moments}
      isEmpty={(data) => data.pages.every((page) => page.list.length === 0)}
      empty={<p className="anchor-empty">{t('anchorPages.noMoments')}</p>}
    >
      {(data) => (
        <div className="moment-list">
          {data.pages
            .flatMap((page) => page.list)
            .map((moment) => (
              <MomentItem
                key={moment.id}
                moment={moment}
                now={now}
                onPhoto={(images, index) => setViewing({ images, index })}
                onLike={() => onLike(moment.id)}
              />
            ))}
          {moments.hasNextPage ? (
            <button
              type="button"
              className="ui-button moment-more"
              disabled={moments.isFetchingNextPage}
              onClick={() => void moments.fetchNextPage()}
            >
              {moments.isFetchingNextPage ? t('common.loading') : t('anchorPages.moreMoments')}
            </button>
          ) : (
            <p className="anchor-end">{t('anchorPages.noMore')}</p>
          )}
          {viewing ? (
            <Suspense fallback={null}>
              <PhotoViewer
                images={viewing.images}
                index={viewing.index}
                onClose={() => setViewing(null)}
                closeLabel={t('anchorPages.closePhoto')}
              />
            </Suspense>
          ) : null}
        </div>
      )}
    </QueryView>
  );
}
