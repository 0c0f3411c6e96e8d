import { errorText } from '../../lib/error-text';
import { useTranslation } from '../../lib/i18n';
import './button.css';
import './load-error.css';

/** What went wrong in words a person understands, and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="load-error" role="alert">
      <p>{errorText(error)}</p>
      <button type="button" className="ui-button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
