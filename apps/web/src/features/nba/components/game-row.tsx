import { CompetitionPhase, hourMinute, monthDayZh, type Match } from '@sport/contract';
import type { QueryKey } from '@tanstack/react-query';
import { MatchRow } from '../../../components/ui/match-row';
import { PeriodScores } from '../../../components/ui/period-scores';
import { useTranslation } from '../../../lib/i18n';
import { useFollowMatch, type PushPatch } from '../../../lib/use-follow-match';
import { teamPath } from '../paths';
import { gamePhase, mainScore, statusText } from './game-score';

/** Q1–Q4 (a quarter not yet played shows -), then 加时1, 加时2 ... */
function QuarterScores({ game }: { game: Match }) {
  const { t } = useTranslation();
  const periods = game.periodScores ?? [];
  if (periods.length === 0) return null;
  return (
    <PeriodScores
      periods={periods}
      home={game.homeName}
      away={game.awayName}
      label={(i) => (i < 4 ? t(`nba.quarter.${i + 1}`) : t('nba.overtime', { n: i - 3 }))}
      caption={t('nba.quarterScores')}
      className="nba-quarters"
    />
  );
}

/**
 * One game: tip-off and status, the teams (to their pages) around the score, the quarter scores. While on screen it
 * follows `match.<id>` and writes each push into the cached answer `listKey` holds (`patch` says how).
 */
export function GameRow<T>({
  game,
  listKey,
  patch,
  withDay = false,
}: {
  game: Match;
  listKey: QueryKey;
  patch: PushPatch<T>;
  withDay?: boolean;
}) {
  const { t } = useTranslation();
  useFollowMatch(game.matchId, listKey, patch);
  const time = `${withDay ? `${monthDayZh(game.matchDate)} ` : ''}${hourMinute(game.matchDate)}`;
  // an NBA Cup group game (kind 6) is a regular-season game too: its group says which it is
  const cupGroup = game.kind === CompetitionPhase.TeamCup && game.groupName ? `${t('nba.kinds.cup')} ${game.groupName}` : null;
  return (
    <MatchRow
      matchId={game.matchId}
      className="nba-game"
      phase={gamePhase(game.statusId)}
      when={
        cupGroup ? (
          <>
            {time} <span className="nba-cup-tag">{cupGroup}</span>
          </>
        ) : (
          time
        )
      }
      status={statusText(game)}
      home={{ name: game.homeName, to: teamPath(game.homeId) }}
      away={{ name: game.awayName, to: teamPath(game.awayId) }}
      score={mainScore(game)}
    >
      <QuarterScores game={game} />
    </MatchRow>
  );
}
