import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/i18n';
import '../texts';

// By path: the pages belong to other features (ARCHITECTURE §2: a feature never imports another).
const LINKS = [
  { to: '/my/purchases', text: 'mine.links.purchases' },
  { to: '/my/comments', text: 'mine.links.comments' },
  { to: '/my/prize', text: 'mine.links.prize' },
  { to: '/gold-document', text: 'mine.links.goldDocument' },
] as const;

/** The user's own lists: the tips they bought, their comments, the prize they won, what gold is; the sheet closes on the way. */
export function MyLinks({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <nav className="account-section" aria-label={t('mine.links.label')}>
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
