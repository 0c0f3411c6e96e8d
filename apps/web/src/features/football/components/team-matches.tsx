import { useMemo } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryView } from '../../../components/ui/query-view';
import { useTranslation } from '../../../lib/i18n';
import { teamSeasonMatchQuery, useTeamSeasonMatch } from '../api/get-team-season-match';
import type { CentreConfig, TeamSeasonInput } from '../centres';
import { CentreSkeleton } from './centre-skeleton';
import { TeamMatch } from './team-match';

/** The team's matches of the chosen season, in kick-off order: results, live ones (moving by push) and fixtures. */
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
      {(list) => (
        <section className="fb-card" aria-label={t('football.teamPage.tabs.matches')}>
          <ul className="fb-matches">
            {[...list]
              .sort((a, b) => a.matchDate - b.matchDate)
              .map((match) => (
                <TeamMatch key={match.matchId} match={match} listKey={listKey} teamPath={teamPath} />
              ))}
          </ul>
        </section>
      )}
    </QueryView>
  );
}
