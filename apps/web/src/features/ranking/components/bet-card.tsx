import { calendarDayDot, hourMinute, type UserBetting } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';
import { BetLegs } from './bet-legs';
import { BetResultTag } from './bet-result';
import { PlatformLabel } from './platform-label';

/** One bet of the user's list: when and where it was placed, its result, the legs, stake, odds and payout. */
export function BetCard({ bet }: { bet: UserBetting }) {
  const { t } = useTranslation();
  return (
    <article className="rk-card" aria-label={t('ranking.betOf', { id: bet.orderId })}>
      <div className="rk-card-head">
        <span className="rk-meta">
          {calendarDayDot(bet.betTime)} {hourMinute(bet.betTime)} · <PlatformLabel platform={bet.platform} />
          {bet.betInfos.length > 1 ? ` · ${t('ranking.legs', { count: bet.betInfos.length })}` : ''}
        </span>
        <BetResultTag result={bet.result} />
      </div>
      <BetLegs legs={bet.betInfos} />
      <p className="rk-meta">
        {t('ranking.stake', { amount: bet.amount })} · {t('ranking.odds', { odds: bet.odds })} ·{' '}
        {t('ranking.payout', { amount: bet.winAmount })}
      </p>
    </article>
  );
}
