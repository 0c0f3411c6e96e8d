import { lazy, Suspense, type ReactNode } from 'react';
import { useNavigate } from '../../lib/router';
import { useAuthStore } from '../../lib/auth-store';
import { useTranslation } from '../../lib/i18n';
import type { RouteName } from '../routes';
import { useForumGate } from './forum-gate';
import { useLiveBadge } from './live-badge';

interface Tab {
  name: RouteName;
  path: string;
  label: string;
}

// A badge that fails to load is no badge: the tab bar never shows a failure for it.
const ForumBadge = lazy(() => import('./forum-badge').catch(() => ({ default: () => null })));

const TABS: readonly Tab[] = [
  { name: 'anchor', path: '/anchor', label: 'tabs.anchor' },
  { name: 'news', path: '/news', label: 'tabs.news' },
  { name: 'user-ranking', path: '/user-ranking', label: 'tabs.ranking' },
  { name: 'forum', path: '/forum', label: 'tabs.forum' },
];

/**
 * SPEC §2 header: four tabs; the anchor tab carries the live badge; the active tab scrolls to the top. `account`
 * (the way to the account sheet) ends the bar.
 */
export function TabBar({ current, account }: { current: RouteName; account?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openForum = useForumGate();
  const live = useLiveBadge();
  const loggedIn = useAuthStore((s) => Boolean(s.token));

  const onTab = (tab: Tab) => {
    if (tab.name === current) {
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    if (tab.name === 'forum') {
      void openForum();
      return;
    }
    void navigate(tab.path);
  };

  return (
    <nav className="tab-bar" aria-label={t('tabs.label')}>
      {TABS.map((tab) => {
        const active = tab.name === current;
        return (
          <button
            key={tab.name}
            type="button"
            className={active ? 'tab-bar-item active' : 'tab-bar-item'}
            aria-current={active ? 'page' : undefined}
            onClick={() => onTab(tab)}
          >
            {t(tab.label)}
            {tab.name === 'anchor' && live ? (
              <span className="tab-bar-live" aria-label={t('tabs.liveNow')}>
                LIVE
              </span>
            ) : null}
            {tab.name === 'forum' && loggedIn ? (
              <Suspense fallback={null}>
                <ForumBadge />
              </Suspense>
            ) : null}
          </button>
        );
      })}
      {account}
    </nav>
  );
}
