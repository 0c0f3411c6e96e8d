import { useTranslation } from '../../../lib/i18n';
import { useRequireLogin } from '../../../lib/use-require-login';
import '../../../components/ui/button.css';

/** What a visitor sees where only their own things would show: what logging in shows, and the way to it. */
export function LoginHint({ text }: { text: string }) {
  const { t } = useTranslation();
  const requireLogin = useRequireLogin();
  return (
    <div className="news-login-hint">
      <p>{text}</p>
      <button type="button" className="ui-button" onClick={() => void requireLogin()}>
        {t('news.login')}
      </button>
    </div>
  );
}
