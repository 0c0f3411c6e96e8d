import type { ExpertListEntry } from '@sport/contract';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/i18n';
import { Avatar } from '../../../components/ui/avatar';

/** An expert in a grid: picture, name, and the recent record with its sample (近10中7: 7 hits of the last 10 settled). */
export function ExpertCard({ expert }: { expert: ExpertListEntry }) {
  const { t } = useTranslation();
  return (
    <Link className="expert-card" to={`/news/user/${expert.id}`}>
      <Avatar src={expert.headUrl} size={48} name={expert.name} />
      {expert.hotStatus === 1 ? <span className="expert-hot">{t('news.hot')}</span> : null}
      <span className="expert-card-name">{expert.name}</span>
      <span className="expert-card-record">{expert.tenSample > 0 ? t('news.tenWin', { win: expert.tenWin, count: expert.tenSample }) : t('news.noRecord')}</span>
    </Link>
  );
}

/** Up to eight experts, four to a row. */
export function ExpertGrid({ experts, label }: { experts: readonly ExpertListEntry[]; label: string }) {
  return (
    <ul className="expert-grid" aria-label={label}>
      {experts.map((expert) => (
        <li key={expert.id}>
          <ExpertCard expert={expert} />
        </li>
      ))}
    </ul>
  );
}
