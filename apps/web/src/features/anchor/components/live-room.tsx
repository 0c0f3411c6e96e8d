import {
  footballStatusLabel,
  basketballStatusLabel,
  hourMinute,
  monthDayZh,
  SportId,
  type MatchInfo,
  type MatchPush,
} from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';
import { useAppActions } from '../../../lib/app-actions';
import { useMatchPush } from '../../../lib/use-match-push';
import { LivePlayer } from './live-player';

const statusText = (match: MatchInfo, push: MatchPush) =>
  match.matchTypeId === SportId.Basketball ? basketballStatusLabel(push.statusId) : footballStatusLabel(push.statusId);

/** The live match: its teams, the score as `match.<id>` pushes arrive, and the stream. */
export function LiveRoom({ hostId, match }: { hostId: number; match: MatchInfo }) {
  const { t } = useTranslation();
  const { jump } = useAppActions();
  const push = useMatchPush(match.matchId);
  return (
    <div className="live-room">
      <LivePlayer source={match.videoSourceDetail} title={t('anchor.liveOf', { home: match.masterTeamName, away: match.guestTeamName })} />
      <button
        type="button"
        className="live-scoreboard"
        onClick={() => jump({ to: 'match-detail', matchId: match.matchId, hostId })}
      >
        <span className="live-scoreboard-league">{match.matchLeague}</span>
        <span className="live-scoreboard-teams">
          <span className="team">{match.masterTeamName}</span>
          <span className="score" data-testid="live-score">
            {push ? `${push.homeScore} : ${push.awayScore}` : 'VS'}
          </span>
          <span className="team">{match.guestTeamName}</span>
        </span>
        <span className="live-scoreboard-status">
          {push ? statusText(match, push) : `${monthDayZh(match.startDate)} ${hourMinute(match.startDate)}`}
        </span>
      </button>
    </div>
  );
}
