import type { MatchDetail } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';
import { NoData } from './no-data';

/** 直播: the text commentary, newest first as a live page reads; a record says it holds none. */
export function FootballCommentary({ detail }: { detail: MatchDetail }) {
  const { t } = useTranslation();
  if (!detail.commentary || detail.commentary.length === 0) return <NoData detail={detail} part="commentary" />;
  const lines = [...detail.commentary].reverse();
  return (
    <ol className="match-commentary card" aria-label={t('match.commentaryTitle')}>
      {lines.map((line, i) => (
        <li key={lines.length - i} className={`commentary-line is-${line.kind}`}>
          <span className="commentary-minute">{line.kind === 'kickoff' ? '' : `${line.minute}'`}</span>
          <span className="commentary-text">{line.text}</span>
        </li>
      ))}
    </ol>
  );
}
