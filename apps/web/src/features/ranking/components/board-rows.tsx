import type { RankingUser } from '@sport/contract';
import { Link } from '../../../lib/router';
import { useTranslation, type TextVars } from '../../../lib/i18n';
import { userPath } from '../lib/user-path';
import { Avatar } from '../../../components/ui/avatar';

type T = (key: string, vars?: TextVars) => string;

/** The board's figure of a row: red orders, profit, follows or popularity. */
const rowValue = (t: T, type: number, row: Pick<RankingUser, 'value'>) => t(`ranking.values.${type}`, { value: row.value });

/** The hit rate to one decimal, in percent. */
const winRate = (t: T, row: Pick<RankingUser, 'winRate'>) =>
  t('ranking.winRate', { rate: Math.round(row.winRate * 1000) / 10 });

/** The first three on a podium: second, first, third from left to right; read in rank order. */
export function Podium({ type, rows }: { type: number; rows: readonly RankingUser[] }) {
  const { t } = useTranslation();
  return (
    <ol className="rk-podium" aria-label={t('ranking.podium')}>
      {rows.slice(0, 3).map((row) => (
        <li key={row.userId} className={`rk-podium-place rk-place-${row.rank}`}>
          <Link to={userPath(row.userId)} className="rk-podium-link">
            <span className="rk-podium-rank">{t('ranking.place', { rank: row.rank })}</span>
            <Avatar src={row.headUrl} size={row.rank === 1 ? 64 : 52} name={row.nickName} />
            <span className="rk-name">{row.nickName}</span>
            <span className="rk-value">{rowValue(t, type, row)}</span>
            <span className="rk-meta">{winRate(t, row)}</span>
          </Link>
        </li>
      ))}
    </ol>
  );
}

/** One row below the podium: place, picture, name and title, the board's figure. */
export function BoardRow({ type, row }: { type: number; row: RankingUser }) {
  const { t } = useTranslation();
  return (
    <Link to={userPath(row.userId)} className="rk-row">
      <span className="rk-row-rank">{row.rank}</span>
      <Avatar src={row.headUrl} name={row.nickName} />
      <span className="rk-row-body">
        <span className="rk-name">
          {row.nickName}
          {row.title ? <span className="rk-title">{row.title.title}</span> : null}
        </span>
        <span className="rk-meta">{winRate(t, row)}</span>
      </span>
      <span className="rk-value">{rowValue(t, type, row)}</span>
    </Link>
  );
}
