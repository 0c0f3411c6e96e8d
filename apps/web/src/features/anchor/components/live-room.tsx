import type { MatchInfo } from '@sport/contract';
import { useNavigate } from 'react-router';
import { matchPagePath } from '../../../lib/match-path';
import { useTranslation } from '../../../lib/i18n';
import { useAppActions } from '../../../lib/app-actions';
import { LivePlayer } from './live-player';
import { MatchScore, MatchStatus, useMatchStanding } from './match-score';
import '../texts';

/**
 * The live match: its teams, the score from the answer and then as `match.<id>` pushes move it, and the stream.
 * The score card opens the native match screen inside the app, our match page elsewhere.
 */
export function LiveRoom({ hostId, match }: { hostId: number; match: MatchInfo }) {
  const { t } = useTranslation();
  const { jump } = useAppActions();
  const standing = useMatchStanding(match);
  const navigate = useNavigate();
  const openMatch = () => {
    if (!jump({ to: 'match-detail', matchId: match.matchId, hostId })) void navigate(matchPagePath(match.matchId));
  };
  return (
    <div className="live-room">
      <LivePlayer source={match.videoSourceDetail} title={t('anchorPages.liveOf', { home: match.masterTeamName, away: match.guestTeamName })} />
      <button
        type="button"
        className="live-scoreboard"
        onClick={openMatch}
      >
        <span className="live-scoreboard-league">{match.matchLeague}</span>
        <span className="live-scoreboard-teams">
          <span className="team">{match.masterTeamName}</span>
          <MatchScore standing={standing} className="score" />
          <span className="team">{match.guestTeamName}</span>
        </span>
        <MatchStatus standing={standing} startDate={match.startDate} className="live-scoreboard-status" />
      </button>
    </div>
  );
}
