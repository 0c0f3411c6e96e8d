import type { StandingsGroup, StandingsZone } from '@sport/contract';
import { Link } from '../../../lib/router';
import { StatTable, type StatColumn } from '../../../components/ui/stat-table';
import { useTranslation } from '../../../lib/i18n';
import type { VenueTable } from './standings-home-away';

type Column = 'rank' | 'team' | 'played' | 'won' | 'draw' | 'loss' | 'goals' | 'goalDiff' | 'points';
const FULL: readonly Column[] = ['rank', 'team', 'played', 'won', 'draw', 'loss', 'goals', 'goalDiff', 'points'];
const VENUE: readonly Column[] = ['rank', 'team', 'played', 'won', 'draw', 'loss', 'points'];

const columnsOf = (t: (key: string) => string, keys: readonly Column[]): StatColumn[] =>
  keys.map((key) => ({ key, label: t(`football.${key}`), name: key === 'team' }));

/** A row's rank and team (to its page), the first cells of both tables. */
function RankAndTeam({
  row,
  teamPath,
}: {
  row: { rank: number; teamId: number; teamName: string };
  teamPath: (teamId: number) => string;
}) {
  return (
    <>
      <td className="fb-rank">{row.rank}</td>
      <td className="stat-col-team">
        <Link to={teamPath(row.teamId)}>{row.teamName}</Link>
      </td>
    </>
  );
}

/** A group or league table: zone colour per row, the legend of the zones it shows, the tie note under it. */
export function StandingsTable({
  group,
  title,
  teamPath,
}: {
  group: StandingsGroup;
  title: string;
  teamPath: (teamId: number) => string;
}) {
  const { t } = useTranslation();
  const zones = [...new Set(group.rows.map((r) => r.zone).filter((z): z is StandingsZone => z !== null))];
  return (
    <StatTable
      title={title}
      columns={columnsOf(t, FULL)}
      footer={
        <>
          {zones.length > 0 ? (
            <ul className="fb-legend" aria-label={t('football.legend')}>
              {zones.map((zone) => (
                <li key={zone} className={`fb-zone-${zone}`}>
                  {t(`football.zones.${zone}`)}
                </li>
              ))}
            </ul>
          ) : null}
          {group.tieNote ? <p className="fb-tie-note">{group.tieNote}</p> : null}
        </>
      }
    >
      {group.rows.map((row) => (
        <tr key={row.teamId} className={row.zone ? `fb-zone-${row.zone}` : undefined}>
          <RankAndTeam row={row} teamPath={teamPath} />
          <td>{row.played}</td>
          <td>{row.won}</td>
          <td>{row.draw}</td>
          <td>{row.loss}</td>
          <td>
            {row.goalsFor}/{row.goalsAgainst}
          </td>
          <td>{row.goalDiff}</td>
          <td className="fb-points">{row.points}</td>
        </tr>
      ))}
    </StatTable>
  );
}

/** A home or away table (Euro, five leagues). */
export function VenueStandingsTable({
  table,
  title,
  teamPath,
}: {
  table: VenueTable;
  title: string;
  teamPath: (teamId: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <StatTable title={title} columns={columnsOf(t, VENUE)}>
      {table.rows.map((row) => (
        <tr key={row.teamId}>
          <RankAndTeam row={row} teamPath={teamPath} />
          <td>{row.played}</td>
          <td>{row.won}</td>
          <td>{row.draw}</td>
          <td>{row.loss}</td>
          <td className="fb-points">{row.points}</td>
        </tr>
      ))}
    </StatTable>
  );
}
