import { useTranslation } from '../../../lib/i18n';
import '../account.css';

/** The tab bar's way to the account sheet; tiny, as it is on the first route (the sheet loads on first open). */
export function AccountButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="account-button" aria-haspopup="dialog" onClick={onOpen}>
      {t('account.open')}
    </button>
  );
}
