import { useTranslation } from '../../../lib/i18n';
import { ApiError, NetworkError } from '../../../lib/http-errors';

/** What went wrong in words a person understands, and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const message =
    error instanceof NetworkError
      ? t('errors.network')
      : error instanceof ApiError && error.msg
        ? error.msg
        : t('errors.generic');
  return (
    <div className="anchor-error" role="alert">
      <p>{message}</p>
      <button type="button" className="anchor-button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
