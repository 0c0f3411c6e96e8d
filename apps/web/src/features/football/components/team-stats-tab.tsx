import { Link } from '../../../lib/router';
import { StatTable } from '../../../components/ui/stat-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryView } from '../../../components/ui/query-view';
import { useTranslation } from '../../../lib/i18n';
import { useHomeAway } from '../api/get-home-away';
import { useRanking } from '../api/get-ranking';
import { teamPathOf, type CentreScope } from './centre-scope';
import { CentreSkeleton } from './centre-skeleton';
import { teamStatsRows } from './team-stats-rows';

/**
 * Tab 4: every team of the season with its goals per game (from the standings) and home/away records. A tournament's
 * standings are its groups', so its table says it counts the group stage only (Spain's 3 games of Euro 2024, not 7).
 */
export function TeamStatsTab({ scope }: { scope: CentreScope }) {
  const { t } = useTranslation();
  const ranking = useRanking(scope.centre, { seasonId: scope.seasonId });
  const homeAway = useHomeAway(scope.centre, { seasonId: scope.seasonId });
  const withVenues = scope.centre.calls.homeAway !== null;
  const teamPath = teamPathOf(scope);
  return (
    <QueryView
      query={ranking}
      loading={<CentreSkeleton rows={8} />}
      empty={<EmptyState title={t('football.noData')} />}
    >
      {(groups) => (
        <>
          {scope.centre.seasonKind === 'edition' ? (
            <p className="fb-hint fb-stats-note">{t('football.groupStageOnly')}</p>
          ) : null}
          <StatTable
            title={t('football.tabs.4')}
            showTitle={false}
            columns={[
              { key: 'team', label: t('football.team'), name: true },
              { key: 'played', label: t('football.played') },
              { key: 'for', label: t('football.goalsForPerGame') },
              { key: 'against', label: t('football.goalsAgainstPerGame') },
              ...(withVenues
                ? [
                    { key: 'home', label: t('football.homeRecord') },
                    { key: 'away', label: t('football.awayRecord') },
                  ]
                : []),
              { key: 'points', label: t('football.points') },
            ]}
          >
            {teamStatsRows(groups, homeAway.data).map((row) => (
              <tr key={row.teamId}>
                <td className="stat-col-team">
                  <Link to={teamPath(row.teamId)}>{row.teamName}</Link>
                </td>
                <td>{row.played}</td>
                <td>{row.goalsForPerGame ?? '-'}</td>
                <td>{row.goalsAgainstPerGame ?? '-'}</td>
                {withVenues ? <td>{row.home ?? '-'}</td> : null}
                {withVenues ? <td>{row.away ?? '-'}</td> : null}
                <td className="fb-points">{row.points}</td>
              </tr>
            ))}
          </StatTable>
        </>
      )}
    </QueryView>
  );
}
