import type { TipMessage } from '@sport/contract';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/i18n';
import { Avatar } from '../../../components/ui/avatar';
import { MatchLine } from './match-line';
import { PriceTag } from './price-tag';
import { ResultBadge } from './result-badge';

/** A tip in a list: the expert, the title (dimmed once opened on this device), its matches, price and result. */
export function TipCard({ tip, read, showExpert = true }: { tip: TipMessage; read: boolean; showExpert?: boolean }) {
  const { t } = useTranslation();
  return (
    <li className={read ? 'tip-card is-read' : 'tip-card'}>
      {/* named by all it shows (expert, title, matches, price, result), not the title alone: WCAG 2.5.3 */}
      <Link className="tip-card-link" to={`/news/detail/${tip.id}`}>
        {showExpert ? (
          <span className="tip-card-expert">
            <Avatar src={tip.professorHeadUrl} size={28} name={tip.professorName} />
            <span className="tip-card-expert-name">{tip.professorName}</span>
            {tip.tag ? <span className="tip-tag">{tip.tag}</span> : null}
          </span>
        ) : null}
        <span className="tip-card-title">
          {tip.isHot === 1 ? <span className="tip-hot">{t('news.hot')}</span> : null}
          {tip.sportsTitle}
        </span>
        {tip.messageMatchList.map((match) => (
          <MatchLine key={match.matchId} match={match} />
        ))}
        <span className="tip-card-foot">
          <PriceTag price={tip.goldPrice} />
          {tip.isBuy === 1 ? <span className="tip-bought">{t('news.bought')}</span> : null}
          <span className="tip-card-counts">{t('news.counts', { read: tip.readCount, comments: tip.commentCount })}</span>
          <ResultBadge result={tip.result} />
        </span>
      </Link>
    </li>
  );
}
