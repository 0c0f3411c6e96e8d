import { memo } from 'react';
import { Link } from '../../lib/router';
import { useTranslation } from '../../lib/i18n';
import './centre-entries.css';

/** The built match centres. */
const CENTRES = [
  { to: '/world-cup', titleKey: 'pages.worldCup' },
  { to: '/euro-cup', titleKey: 'pages.euroCup' },
  { to: '/five-leagues', titleKey: 'pages.fiveLeagues' },
  { to: '/nba', titleKey: 'pages.nba' },
] as const;

/** A strip of links into the match centres (issue 13: beside the banners, the anchor home's way in). */
export const CentreEntries = memo(function CentreEntries() {
  const { t } = useTranslation();
  return (
    <nav className="centre-entries" aria-label={t('pages.centres')}>
      {CENTRES.map((centre) => (
        <Link key={centre.to} className="centre-entry" to={centre.to}>
          {t(centre.titleKey)}
        </Link>
      ))}
    </nav>
  );
});
