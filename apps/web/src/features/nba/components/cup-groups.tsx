import { CompetitionPhase } from '@sport/contract';
import { Link } from '../../../lib/router';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryView } from '../../../components/ui/query-view';
import { StatTable } from '../../../components/ui/stat-table';
import { useTranslation } from '../../../lib/i18n';
import { useRanking } from '../api/get-ranking';
import { teamPath } from '../paths';
import { NbaSkeleton } from './nba-skeleton';

/**
 * The NBA Cup's group tables (ranking, scope 6): per group won, lost and point differential; once the group stage
 * is over, the eight quarter-finalists carry their seed (the group winners 1–3, the wild card 4).
 */
export function CupGroupTables({ seasonId }: { seasonId: number }) {
  const { t } = useTranslation();
  const ranking = useRanking({ scope: CompetitionPhase.TeamCup, division: 0, seasonId });
  return (
    <QueryView query={ranking} loading={<NbaSkeleton rows={5} />} empty={<EmptyState title={t('nba.noCupGroups')} />}>
      {(groups) =>
        groups.map((group) => (
          <StatTable
            key={group.divisionName}
            title={group.divisionName}
            columns={[
              { key: 'rank', label: t('nba.rank') },
              { key: 'team', label: t('nba.team'), name: true },
              { key: 'won', label: t('nba.won') },
              { key: 'lost', label: t('nba.lost') },
              { key: 'diff', label: t('nba.pointDiff') },
              { key: 'seed', label: t('nba.cupSeed') },
            ]}
          >
            {group.rankingItem.map((row) => (
              <tr key={row.teamId} className={row.cupSeed ? 'nba-zone-playoff' : undefined}>
                <td className="nba-rank">{row.rank}</td>
                <td className="stat-col-team">
                  <Link to={teamPath(row.teamId)}>{row.teamName}</Link>
                </td>
                <td>{row.won}</td>
                <td>{row.lost}</td>
                <td>{row.pointDiff === undefined ? '-' : row.pointDiff > 0 ? `+${row.pointDiff}` : row.pointDiff}</td>
                <td data-testid="cup-seed">
                  {row.cupSeed === undefined ? '' : row.cupSeed === 4 ? t('nba.wildCard') : t('nba.cupSeedOf', { seed: row.cupSeed })}
                </td>
              </tr>
            ))}
          </StatTable>
        ))
      }
    </QueryView>
  );
}
