import { HostLiveStatus, chinaDayStart, pickVideoSchedule, type Match } from '@sport/contract';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useMatchDates } from '../api/get-match-dates';
import { useMatchList } from '../api/get-match-list';
import type { CentreScope } from './centre-scope';
import { mainScore, matchPhase, statusText } from './schedule-score';

/** SPEC §4 video schedule (World Cup, Euro): today's one or two matches to watch; a tap opens a live anchor's room. */
export function CentreVideoSchedule({ scope }: { scope: CentreScope }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const today = chinaDayStart(Date.now());
  const dates = useMatchDates(scope.centre, { seasonId: scope.seasonId });
  const playsToday = dates.data?.some((d) => d.matchDate === today) ?? false;
  const list = useMatchList(scope.centre, playsToday ? { seasonId: scope.seasonId, matchDate: today } : null);
  const picked = pickVideoSchedule(list.data ?? []);
  if (picked.length === 0) return null;
  const liveHost = (match: Match) => match.anchorInfo.find((a) => a.liveStatus === HostLiveStatus.Live)?.hostId;
  return (
    <section className="fb-video" aria-label={t('football.videoSchedule')}>
      {picked.map((match) => {
        const hostId = liveHost(match);
        const body = (
          <>
            <span className="fb-video-status">{statusText(match)}</span>
            <span className="fb-video-teams">
              {match.homeName} <b className="fb-score">{mainScore(match)}</b> {match.awayName}
            </span>
            {hostId !== undefined ? <span className="fb-video-watch">{t('football.watchLive')}</span> : null}
          </>
        );
        return hostId !== undefined ? (
          <button
            key={match.matchId}
            type="button"
            className={`fb-video-item is-${matchPhase(match.statusId)}`}
            onClick={() => void navigate(`/anchor/detail/${hostId}`)}
          >
            {body}
          </button>
        ) : (
          <div key={match.matchId} className={`fb-video-item is-${matchPhase(match.statusId)}`}>
            {body}
          </div>
        );
      })}
    </section>
  );
}
