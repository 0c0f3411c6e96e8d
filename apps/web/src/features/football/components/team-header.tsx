import type { Team } from '@sport/contract';
import { fileUrl } from '../../../lib/file-url';
import { useTranslation } from '../../../lib/i18n';

/** The team's crest, name and country (and its coach when the source names one). */
export function TeamHeader({ team }: { team: Team }) {
  const { t } = useTranslation();
  return (
    <header className="fb-team-header">
      {team.logo ? <img className="fb-crest" src={fileUrl(team.logo)} alt="" width={56} height={56} /> : <span className="fb-crest" />}
      <div className="fb-team-header-text">
        <h2 className="fb-team-name">{team.name}</h2>
        <p className="fb-team-country">
          {team.country}
          {team.coachName ? <span>{t('football.teamPage.coach', { name: team.coachName })}</span> : null}
        </p>
      </div>
    </header>
  );
}
