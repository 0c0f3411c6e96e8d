import { useCallback } from 'react';
import { useNavigate } from '../../lib/router';
import { i18n } from '../../lib/i18n';
import { toastText } from '../../lib/toast';
import { useRequireLogin } from '../../lib/use-require-login';

export const FORUM_PATH = '/forum';

/**
 * SPEC §2 forum tab: log in first; then the disclosure route decides — navigate when an activity exists
 * (isActivityExist or actId), else the warning '页面暂时无法访问，请稍后重试'.
 */
export function useForumGate(): () => Promise<void> {
  const requireLogin = useRequireLogin(FORUM_PATH);
  const navigate = useNavigate();
  return useCallback(async () => {
    if (!(await requireLogin())) return;
    let fetchDisclosure;
    try {
      ({ fetchDisclosure } = await import('./forum-disclosure'));
    } catch {
      toastText(i18n.t('forum.unavailable')); // the chunk did not load (offline): nothing else would say so
      return;
    }
    let route;
    try {
      route = await fetchDisclosure();
    } catch {
      return; // the HTTP error handler already told the user
    }
    if (route.isActivityExist || route.actId) void navigate(FORUM_PATH);
    else toastText(i18n.t('forum.unavailable'));
  }, [requireLogin, navigate]);
}
