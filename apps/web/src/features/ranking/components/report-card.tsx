import { calendarDayDot, hourMinute, type BettingReport } from '@sport/contract';
import { Link } from '../../../lib/router';
import { useAuthStore } from '../../../lib/auth-store';
import { useTranslation } from '../../../lib/i18n';
import { useRequireLogin } from '../../../lib/use-require-login';
import { useVoteReport } from '../api/vote-report';
import type { Vote } from '../lib/votes';
import { userPath } from '../lib/user-path';
import { BetLegs } from './bet-legs';
import { Avatar } from '../../../components/ui/avatar';

/** A shared bet slip: who, the matches and picks with their results, stake and payout, and the votes. */
export function ReportCard({ report, showUser = true }: { report: BettingReport; showUser?: boolean }) {
  const { t } = useTranslation();
  const vote = useVoteReport();
  const requireLogin = useRequireLogin();

  // voting needs login (SPEC §6): a visitor's tap asks for it, and the lists come back as theirs
  const onVote = (choice: Vote) => {
    if (useAuthStore.getState().token) vote.mutate({ reportId: report.id, vote: choice });
    else void requireLogin();
  };

  return (
    <article className="rk-card" aria-label={t('ranking.reportOf', { name: report.nickName })}>
      {showUser ? (
        <Link to={userPath(report.userId)} className="rk-card-user">
          <Avatar src={report.headUrl} size={32} name={report.nickName} />
          <span className="rk-name">{report.nickName}</span>
          <span className="rk-meta">
            {calendarDayDot(report.createDate)} {hourMinute(report.createDate)}
          </span>
        </Link>
      ) : null}
      <BetLegs legs={report.betInfo} />
      <div className="rk-card-foot">
        <span className="rk-meta">
          {t('ranking.stake', { amount: report.amount })} · {t('ranking.payout', { amount: report.winAmount })}
        </span>
        <span className="rk-votes">
          <button
            type="button"
            className="rk-vote"
            aria-pressed={report.myVote === 1}
            disabled={vote.isPending}
            onClick={() => onVote(1)}
          >
            {t('ranking.like')} <span data-testid="like-count">{report.like}</span>
          </button>
          <button
            type="button"
            className="rk-vote"
            aria-pressed={report.myVote === -1}
            disabled={vote.isPending}
            onClick={() => onVote(-1)}
          >
            {t('ranking.dislike')} <span data-testid="dislike-count">{report.dislike}</span>
          </button>
        </span>
      </div>
    </article>
  );
}
