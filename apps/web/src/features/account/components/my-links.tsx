import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';

// By path: the pages belong to other features (ARCHITECTURE §2: a feature never imports another).
const LINKS = [
  { to: '/my/purchases', text: 'account.myPurchases' },
  { to: '/my/comments', text: 'account.myComments' },
  { to: '/my/prize', text: 'account.myPrize' },
] as const;

/** The user's own lists: the tips they bought, their comments, the prize they won; the sheet closes on the way. */
export function MyLinks({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <nav className="account-section" aria-label={t('account.mine')}>
      <ul className="account-list account-links">
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={onOpen}>
              {t(link.text)}
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
