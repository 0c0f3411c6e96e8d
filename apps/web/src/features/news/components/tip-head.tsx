import { calendarDayZh, hourMinute, isMatchNotStarted, kickoffClock, type MessageMatch, type TipMessageDetail } from '@sport/contract';
import { Link } from '../../../lib/router';
import { MatchLink } from '../../../components/ui/match-link';
import { useTranslation } from '../../../lib/i18n';
import { Avatar } from '../../../components/ui/avatar';
import { ResultBadge } from './result-badge';
import { scoreOf, SimulatedScoreMark } from './tip-score';

const when = (epochMs: number) => `${calendarDayZh(epochMs)} ${hourMinute(epochMs)}`;
const kickoffWhen = (match: MessageMatch) =>
  `${calendarDayZh(match.matchDate)} ${kickoffClock(match.matchDate, match.kickoffTimeTbd, !isMatchNotStarted(match.sportId, match.statusId))}`;

/** The tip's expert, title, publish time and counts, then each match with its teams and kick-off (the score opens the match). */
export function TipHead({ tip }: { tip: TipMessageDetail }) {
  const { t } = useTranslation();
  return (
    <header className="tip-head">
      <Link className="tip-head-expert" to={`/news/user/${tip.professorId}`}>
        <Avatar src={tip.professorHeadUrl} size={36} name={tip.professorName} />
        <span className="tip-card-expert-name">{tip.professorName}</span>
        {tip.tag ? <span className="tip-tag">{tip.tag}</span> : null}
      </Link>
      <h2 className="tip-head-title">{tip.sportsTitle}</h2>
      <p className="tip-head-meta">
        {t('news.publishedAt', { time: when(tip.publishTime) })} · {t('news.counts', { read: tip.readCount, comments: tip.commentCount })}
      </p>
      <ul className="tip-matches">
        {tip.messageMatchList.map((match) => (
          <li key={match.matchId} className="tip-match-card">
            <span className="tip-match-meta">
              {match.leagueName} · {t('news.kickOff', { time: kickoffWhen(match) })}
              <SimulatedScoreMark match={match} />
            </span>
            <span className="tip-match-teams is-large">
              <span>{match.homeName}</span>
              <MatchLink
                matchId={match.matchId}
                className="tip-match-score"
                testId="match-score"
                label={`${match.homeName} ${scoreOf(match)} ${match.awayName}`}
              >
                {scoreOf(match)}
              </MatchLink>
              <span>{match.awayName}</span>
            </span>
            <Link className="news-more" to={`/program-detail/${tip.id}/${match.matchId}`}>
              {t('news.moreOnMatch')}
            </Link>
          </li>
        ))}
      </ul>
      {tip.result ? (
        <p className="tip-head-result">
          {t('news.result')} <ResultBadge result={tip.result} />
          {tip.yieldRate !== null ? <span className="tip-yield">{t('news.yield', { rate: Math.round(tip.yieldRate * 10) / 10 })}</span> : null}
        </p>
      ) : null}
    </header>
  );
}
