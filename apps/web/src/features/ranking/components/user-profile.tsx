import type { UserBettingList } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';
import { Avatar } from '../../../components/ui/avatar';

type Profile = Pick<UserBettingList, 'user' | 'userTitle' | 'record' | 'total'>;

/**
 * The rank-user page's head: picture, name and title, and the all-time record the title is earned by. 投注 counts
 * every bet, as the list below does (共 N 单), so the two agree; the hits and the rate are over the settled ones.
 */
export function UserProfile({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { user, userTitle, record, total } = profile;
  const rate = record.betCount > 0 ? Math.round((record.hitCount / record.betCount) * 1000) / 10 : 0;
  return (
    <header className="rk-profile">
      <Avatar src={user.headUrl} size={56} name={user.nickName} />
      <div className="rk-row-body">
        <h2 className="rk-profile-name">
          {user.nickName}
          {userTitle ? <span className="rk-title">{userTitle.title}</span> : null}
        </h2>
        <dl className="rk-record" aria-label={t('ranking.record')}>
          <div>
            <dt>{t('ranking.recordBets')}</dt>
            <dd>{total}</dd>
          </div>
          <div>
            <dt>{t('ranking.recordHits')}</dt>
            <dd>{record.hitCount}</dd>
          </div>
          <div>
            <dt>{t('ranking.recordRate')}</dt>
            <dd>{rate}%</dd>
          </div>
          <div>
            <dt>{t('ranking.recordProfit')}</dt>
            <dd className={record.profit > 0 ? 'rk-profit-up' : record.profit < 0 ? 'rk-profit-down' : undefined}>
              {record.profit > 0 ? `+${record.profit}` : record.profit}
            </dd>
          </div>
        </dl>
      </div>
    </header>
  );
}
