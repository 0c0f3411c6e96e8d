import { errorText, isNotFoundError } from '../../lib/error-text';
import { useTranslation } from '../../lib/i18n';
import { useOnline } from '../../lib/online';
import { useGoBack } from './use-go-back';
import './button.css';
import './load-error.css';

/**
 * What went wrong in words a person understands, and what can help: a way back when the thing is not there
 * (404: a retry would fail the same way), a retry for everything else (network, timeout, 5xx, 429); offline,
 * that the network is gone.
 */
export function LoadError({ error, onRetry, notFoundText }: { error: unknown; onRetry: () => void; notFoundText?: string }) {
  const { t } = useTranslation();
  // offline, whatever the call failed with, the network is the thing to fix (and the query refetches once it is back)
  const online = useOnline();
  if (isNotFoundError(error)) return <NotFoundView text={notFoundText ?? errorText(error)} />;
  return (
    <div className="load-error" role="alert">
      <p>{online ? errorText(error) : t('errors.offline')}</p>
      <button type="button" className="ui-button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** The thing is not there (a 404, or an address that cannot name one): say so, and offer the way back. */
export function NotFoundView({ text }: { text: string }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <div className="load-error" role="alert">
      <p>{text}</p>
      <button type="button" className="ui-button" onClick={goBack}>
        {t('errors.goBack')}
      </button>
    </div>
  );
}
