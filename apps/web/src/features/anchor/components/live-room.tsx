import type { MatchInfo } from '@sport/contract';
import { useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { matchPagePath } from '../../../lib/match-path';
import { useTranslation } from '../../../lib/i18n';
import { useAppActions } from '../../../lib/app-actions';
import { storage } from '../../../lib/storage';
import { useHeldValue } from '../../../lib/use-held-value';
import { useMatchPush } from '../../../lib/use-match-push';
import { useBulletSettings } from '../lib/bullet-settings';
import { matchStanding } from '../lib/match-standing';
import { BulletControls, BulletLayer } from './bullet-layer';
import { LivePlayer } from './live-player';
import { MatchScore, MatchStatus } from './match-score';
import '../texts';

/**
 * The live match: its teams, the score from the answer and then as `match.<id>` pushes move it, and the stream.
 * The stream runs seconds behind the match, so the pushes are held by the picture's measured delay (the score
 * changes when the goal is on screen, not before), unless the user switches that off. Nothing is held on the server.
 * The score card opens the native match screen inside the app, our match page elsewhere. The room's chat lines can
 * fly over the picture as bullet comments (弹幕), never held like the score.
 */
export function LiveRoom({ hostId, match }: { hostId: number; match: MatchInfo }) {
  const { t } = useTranslation();
  const { jump } = useAppActions();
  const navigate = useNavigate();
  const [delayMs, setDelayMs] = useState<number | null>(null);
  const [follows, setFollows] = useState(() => storage.get('scoreFollowsVideo') !== '0');
  const push = useHeldValue(useMatchPush(match.matchId), follows && delayMs ? delayMs : 0);
  const standing = matchStanding(match, push);
  const bullets = useBulletSettings();
  const toggle = (on: boolean) => {
    setFollows(on);
    storage.set('scoreFollowsVideo', on ? '1' : '0');
  };
  const openMatch = () => {
    if (!jump({ to: 'match-detail', matchId: match.matchId, hostId })) void navigate(matchPagePath(match.matchId));
  };
  return (
    <div className="live-room">
      <LivePlayer
        source={match.videoSourceDetail}
        title={t('anchorPages.liveOf', { home: match.masterTeamName, away: match.guestTeamName })}
        onDelay={setDelayMs}
      >
        {bullets.on ? <BulletLayer hostId={hostId} density={bullets.density} /> : null}
      </LivePlayer>
      <BulletControls on={bullets.on} density={bullets.density} onToggle={bullets.setOn} onDensity={bullets.setDensity} />
      <button type="button" className="live-scoreboard" onClick={openMatch}>
        <span className="live-scoreboard-league">{match.matchLeague}</span>
        <span className="live-scoreboard-teams">
          <span className="team">{match.masterTeamName}</span>
          <MatchScore standing={standing} className="score" />
          <span className="team">{match.guestTeamName}</span>
        </span>
        <MatchStatus
          standing={standing}
          startDate={match.startDate}
          timeTbd={match.kickoffTimeTbd}
          className="live-scoreboard-status"
        />
      </button>
      {delayMs !== null && standing.phase === 'live' ? (
        <label className="live-sync">
          <input type="checkbox" role="switch" checked={follows} onChange={(e) => toggle(e.currentTarget.checked)} />
          <span>{t('anchorPages.scoreFollowsVideo', { seconds: Math.round(delayMs / 1000) })}</span>
        </label>
      ) : null}
    </div>
  );
}
