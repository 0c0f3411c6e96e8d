import { useMemo } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryView } from '../../../components/ui/query-view';
import { useTranslation } from '../../../lib/i18n';
import { teamSeasonMatchQuery, useTeamSeasonMatch } from '../api/get-team-season-match';
import type { CentreConfig, TeamSeasonInput } from '../centres';
import { CentreSkeleton } from './centre-skeleton';
import { TeamMatch } from './team-match';
import { teamMatchSections } from './team-match-sections';

/** The team's matches of the chosen season: fixtures (live ones moving by push), then results. */
export function TeamMatches({
  centre,
  input,
  teamPath,
}: {
  centre: CentreConfig;
  input: TeamSeasonInput;
  teamPath: (teamId: number) => string;
}) {
  const { t } = useTranslation();
  const matches = useTeamSeasonMatch(centre, input);
  const { teamId, seasonId } = input;
  // stable while the season is: each live row writes its pushes into this cache entry from an effect on it
  const listKey = useMemo(() => teamSeasonMatchQuery(centre, { teamId, seasonId }).queryKey, [centre, teamId, seasonId]);
  return (
    <QueryView query={matches} loading={<CentreSkeleton rows={6} />} empty={<EmptyState title={t('football.teamPage.noMatches')} />}>
      {(list) => {
        const { fixtures, results } = teamMatchSections(list);
        return [
          { key: 'fixtures', title: t('football.tabs.1'), matches: fixtures },
          { key: 'results', title: t('football.teamPage.results'), matches: results },
        ]
          .filter((section) => section.matches.length > 0)
          .map((section) => (
            <section key={section.key} className="card" aria-label={section.title}>
              <h3 className="card-title">{section.title}</h3>
              <ul className="match-list">
                {section.matches.map((match) => (
                  <TeamMatch key={match.matchId} match={match} listKey={listKey} teamPath={teamPath} />
                ))}
              </ul>
            </section>
          ));
      }}
    </QueryView>
  );
}
