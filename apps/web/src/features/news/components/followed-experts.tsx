import { EmptyState } from '../../../components/ui/empty-state';
import { QueryView } from '../../../components/ui/query-view';
import { useAuthStore } from '../../../lib/auth-store';
import { useTranslation } from '../../../lib/i18n';
import { useRequireLogin } from '../../../lib/use-require-login';
import { useFollowedExperts } from '../api/get-experts';
import { ExpertChunks } from './expert-chunks';
import { ExpertGridSkeleton } from './news-skeleton';
import '../../../components/ui/button.css';

/** The experts the user follows; a visitor is offered the login that shows them. */
export function FollowedExperts() {
  const { t } = useTranslation();
  const loggedIn = useAuthStore((s) => Boolean(s.token));
  const followed = useFollowedExperts();
  const requireLogin = useRequireLogin();
  if (!loggedIn) {
    return (
      <div className="news-login-hint">
        <p>{t('news.followedVisitor')}</p>
        <button type="button" className="ui-button" onClick={() => void requireLogin()}>
          {t('news.login')}
        </button>
      </div>
    );
  }
  return (
    <QueryView
      query={followed}
      loading={<ExpertGridSkeleton />}
      isEmpty={(page) => page.list.length === 0}
      empty={<EmptyState title={t('news.noFollowed')} description={t('news.noFollowedHint')} />}
    >
      {(page) => <ExpertChunks experts={page.list} label={t('news.followedExperts')} />}
    </QueryView>
  );
}
