import { useEffect, type ReactNode } from 'react';
import { useAuthStore } from '../../lib/auth-store';
import { useTranslation } from '../../lib/i18n';
import { useRequireLogin } from '../../lib/use-require-login';
import { useGoBack } from './use-go-back';
import './button.css';
import './load-error.css';

/**
 * A members-only page (SPEC §5: the forum): a visitor gets the login, asked for as the page opens (by a link, by
 * back, by a host's path message alike), and a prompt in its place; never the page itself, whose chunk does not
 * even load. Once logged in the page shows; logged out, the prompt comes back.
 */
export function LoginGate({
  children,
  page = false,
  back = false,
}: {
  children: ReactNode;
  /** In place of a whole page: the prompt is the page's heading (h1). */
  page?: boolean;
  /** A page without the tab bar: a way back too. */
  back?: boolean;
}) {
  const { t } = useTranslation();
  const loggedIn = useAuthStore((s) => Boolean(s.token));
  const requireLogin = useRequireLogin();
  const goBack = useGoBack();

  // Each opening of the page asks once (a kept-alive page re-runs this when shown again); a logout while on the
  // page shows the prompt without a dialog popping up by itself.
  useEffect(() => {
    if (!useAuthStore.getState().token) void requireLogin();
  }, [requireLogin]);

  if (loggedIn) return children;
  return (
    <div className="load-error login-gate">
      {page ? <h1 className="login-gate-title">{t('common.loginRequired')}</h1> : null}
      <p>{t('common.loginToView')}</p>
      <button type="button" className="ui-button" onClick={() => void requireLogin()}>
        {t('common.logIn')}
      </button>
      {back ? (
        <button type="button" className="ui-button" onClick={goBack}>
          {t('errors.goBack')}
        </button>
      ) : null}
    </div>
  );
}
