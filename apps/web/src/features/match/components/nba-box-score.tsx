import { type MatchDetail, type NbaBoxLine } from '@sport/contract';
import { StatTable, type StatColumn } from '../../../components/ui/stat-table';
import { useTranslation } from '../../../lib/i18n';
import { NbaTeamStats } from './nba-team-stats';
import { finalCorrectedSince } from './match-status';
import { NoData } from './no-data';

const FIGURES = ['minutes', 'points', 'rebounds', 'assists', 'steals', 'blocks', 'turnovers'] as const;
const SHOOTING = [
  ['fieldGoals', 'fieldGoalsMade', 'fieldGoalsAttempted'],
  ['threes', 'threesMade', 'threesAttempted'],
  ['freeThrows', 'freeThrowsMade', 'freeThrowsAttempted'],
] as const;

function TeamLines({ team, lines }: { team: string; lines: readonly NbaBoxLine[] }) {
  const { t } = useTranslation();
  const columns: StatColumn[] = [
    { key: 'player', label: t('match.box.player'), name: true },
    ...FIGURES.map((key) => ({ key, label: t(`match.box.${key}`) })),
    ...SHOOTING.map(([key]) => ({ key, label: t(`match.box.${key}`) })),
  ];
  return (
    <StatTable title={t('match.boxOf', { team })} columns={columns} scroll>
      {lines.map((line) => (
        <tr key={line.playerId}>
          <th scope="row" className="stat-col-team">
            {line.playerName}
          </th>
          {FIGURES.map((key) => (
            <td key={key}>{line[key]}</td>
          ))}
          {SHOOTING.map(([key, made, attempted]) => (
            <td key={key}>{`${line[made]}-${line[attempted]}`}</td>
          ))}
        </tr>
      ))}
    </StatTable>
  );
}

const pointsOf = (lines: readonly NbaBoxLine[]): number => lines.reduce((sum, line) => sum + line.points, 0);

/**
 * 数据: the teams' statistics side by side, then every player's line for both teams, most minutes first as the
 * answer orders them; a record says it holds none; a note over a corrected final (finalCorrectedSince).
 */
export function NbaBoxScore({ detail }: { detail: MatchDetail }) {
  const { t } = useTranslation();
  const box = detail.boxScore;
  if (!box) return <NoData detail={detail} part="box" />;
  const corrected = finalCorrectedSince(detail.header, { home: pointsOf(box.home), away: pointsOf(box.away) });
  return (
    <div className="match-box">
      {corrected ? <p className="match-correction">{t('match.box.beforeCorrection')}</p> : null}
      <NbaTeamStats header={detail.header} home={box.home} away={box.away} />
      <TeamLines team={detail.header.homeName} lines={box.home} />
      <TeamLines team={detail.header.awayName} lines={box.away} />
    </div>
  );
}
