import type { LineupPlayer, MatchDetail, TeamLineup } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';
import { NoData } from './no-data';

/** A starter's marks: off at a minute, sent off. */
function Marks({ player }: { player: LineupPlayer }) {
  const { t } = useTranslation();
  if (player.sentOffMinute !== null) return <span className="lineup-mark is-red">{t('match.sentOff', { minute: player.sentOffMinute })}</span>;
  if (player.outMinute !== null) return <span className="lineup-mark">{t('match.offMinute', { minute: player.outMinute })}</span>;
  return null;
}

/** One side on its half of the pitch: the formation's lines from the goal up, each from the left. */
function Pitch({ lineup }: { lineup: TeamLineup }) {
  const lines = new Map<number, LineupPlayer[]>();
  for (const player of lineup.starters) {
    if (player.line === null) continue;
    lines.set(player.line, [...(lines.get(player.line) ?? []), player]);
  }
  const rows = [...lines.entries()].sort(([a], [b]) => b - a).map(([, players]) => players.sort((a, b) => (a.place ?? 0) - (b.place ?? 0)));
  return (
    <div className="lineup-pitch">
      {rows.map((players) => (
        <ul key={players[0]?.playerId} className="lineup-line">
          {players.map((player) => (
            <li key={player.playerId} className="lineup-player">
              <span className="lineup-number">{player.number ?? ''}</span>
              <span className="lineup-name">{player.playerName}</span>
              <Marks player={player} />
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}

function Side({ team, lineup }: { team: string; lineup: TeamLineup }) {
  const { t } = useTranslation();
  return (
    <section className="lineup card" aria-label={t('match.lineupsOf', { team })}>
      <h3 className="lineup-title">
        {team} <span className="lineup-formation">{t('match.formation', { formation: lineup.formation })}</span>
      </h3>
      <Pitch lineup={lineup} />
      <h4 className="lineup-bench-title">{t('match.bench')}</h4>
      <ul className="lineup-bench">
        {lineup.bench.map((player) => (
          <li key={player.playerId}>
            <span className="lineup-number">{player.number ?? ''}</span> {player.playerName}
            {player.inMinute !== null ? <span className="lineup-mark is-on">{t('match.onMinute', { minute: player.inMinute })}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 阵容: each side's starting XI on the pitch by its formation, with numbers, and the bench; a record says it holds none. */
export function FootballLineups({ detail }: { detail: MatchDetail }) {
  if (!detail.lineups) return <NoData detail={detail} part="lineups" />;
  const { header, lineups } = detail;
  return (
    <div className="match-lineups">
      <Side team={header.homeName} lineup={lineups.home} />
      <Side team={header.awayName} lineup={lineups.away} />
    </div>
  );
}
