import { useTranslation } from '../../lib/i18n';
import { BackArrow } from './back-arrow';
import { useGoBack } from './use-go-back';
import './back-bar.css';

/**
 * The back bar of a sub-page whose own frame could not load (its chunk failed): the page frame's nav bar is
 * antd-mobile, which the first route does not load, so this is plain markup that is always there, with the
 * nav bar's own arrow at the nav bar's place and size.
 */
export function BackBar() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <header className="back-bar">
      <button type="button" className="back-bar-button" onClick={goBack} aria-label={t('common.back')}>
        <BackArrow />
      </button>
    </header>
  );
}
