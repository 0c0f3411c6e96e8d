import type { Team } from '@sport/contract';
import { PageHeader } from '../../../components/ui/page-header';
import { useTranslation } from '../../../lib/i18n';

/** The team's crest, name and country (and its coach when the source names one); a national team's country is itself. */
export function TeamHeader({ team }: { team: Team }) {
  const { t } = useTranslation();
  const country = team.country !== team.name ? team.country : '';
  return (
    <PageHeader logo={team.logo} name={team.name}>
      {country || team.coachName ? (
        <>
          {country}
          {team.coachName ? <span>{t('football.teamPage.coach', { name: team.coachName })}</span> : null}
        </>
      ) : null}
    </PageHeader>
  );
}
