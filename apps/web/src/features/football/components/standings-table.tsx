import type { StandingsGroup, StandingsZone } from '@sport/contract';
import { Link } from 'react-router';
import { StatTable } from '../../../components/ui/stat-table';
import { useTranslation } from '../../../lib/i18n';
import type { VenueTable } from './standings-home-away';

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
      columns={[
        { key: 'rank', label: t('football.rank') },
        { key: 'team', label: t('football.team'), name: true },
        { key: 'played', label: t('football.played') },
        { key: 'won', label: t('football.won') },
        { key: 'draw', label: t('football.draw') },
        { key: 'loss', label: t('football.loss') },
        { key: 'goals', label: t('football.goals') },
        { key: 'goalDiff', label: t('football.goalDiff') },
        { key: 'points', label: t('football.points') },
      ]}
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
          <td className="fb-rank">{row.rank}</td>
          <td className="stat-col-team">
            <Link to={teamPath(row.teamId)}>{row.teamName}</Link>
          </td>
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
    <StatTable
      title={title}
      columns={[
        { key: 'rank', label: t('football.rank') },
        { key: 'team', label: t('football.team'), name: true },
        { key: 'played', label: t('football.played') },
        { key: 'won', label: t('football.won') },
        { key: 'draw', label: t('football.draw') },
        { key: 'loss', label: t('football.loss') },
        { key: 'points', label: t('football.points') },
      ]}
    >
      {table.rows.map((row) => (
        <tr key={row.teamId}>
          <td className="fb-rank">{row.rank}</td>
          <td className="stat-col-team">
            <Link to={teamPath(row.teamId)}>{row.teamName}</Link>
          </td>
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
