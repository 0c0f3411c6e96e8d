import type { StandingsGroup, StandingsZone } from '@sport/contract';
import { Link } from 'react-router';
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
    <section className="fb-card" aria-label={title}>
      <h3 className="fb-card-title">{title}</h3>
      <table className="fb-table">
        <thead>
          <tr>
            <th scope="col">{t('football.rank')}</th>
            <th scope="col" className="fb-col-team">
              {t('football.team')}
            </th>
            <th scope="col">{t('football.played')}</th>
            <th scope="col">{t('football.won')}</th>
            <th scope="col">{t('football.draw')}</th>
            <th scope="col">{t('football.loss')}</th>
            <th scope="col">{t('football.goals')}</th>
            <th scope="col">{t('football.goalDiff')}</th>
            <th scope="col">{t('football.points')}</th>
          </tr>
        </thead>
        <tbody>
          {group.rows.map((row) => (
            <tr key={row.teamId} className={row.zone ? `fb-zone-${row.zone}` : undefined}>
              <td className="fb-rank">{row.rank}</td>
              <td className="fb-col-team">
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
        </tbody>
      </table>
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
    </section>
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
    <section className="fb-card" aria-label={title}>
      <h3 className="fb-card-title">{title}</h3>
      <table className="fb-table">
        <thead>
          <tr>
            <th scope="col">{t('football.rank')}</th>
            <th scope="col" className="fb-col-team">
              {t('football.team')}
            </th>
            <th scope="col">{t('football.played')}</th>
            <th scope="col">{t('football.won')}</th>
            <th scope="col">{t('football.draw')}</th>
            <th scope="col">{t('football.loss')}</th>
            <th scope="col">{t('football.points')}</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.teamId}>
              <td className="fb-rank">{row.rank}</td>
              <td className="fb-col-team">
                <Link to={teamPath(row.teamId)}>{row.teamName}</Link>
              </td>
              <td>{row.played}</td>
              <td>{row.won}</td>
              <td>{row.draw}</td>
              <td>{row.loss}</td>
              <td className="fb-points">{row.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
