import { chinaDate } from '@sport/contract';
import { useTranslation } from '../../lib/i18n';
import './simulated-note.css';

/**
 * One discreet line under a centre's season switch: from which China day the season's scores are simulated (the
 * record has no result for them), or, for a past season, from which day its source lacks results (with `count`).
 * `textKey` is the centre's own text, with {{month}} and {{day}} (and {{count}}), so it loads with the centre's
 * route. Nothing for a season whose scores are all the record's.
 */
export function SimulatedNote({ from, textKey, count }: { from: number | undefined; textKey: string; count?: number }) {
  const { t } = useTranslation();
  if (from === undefined) return null;
  const { month, day } = chinaDate(from);
  return <p className="simulated-note">{t(textKey, count === undefined ? { month, day } : { month, day, count })}</p>;
}

/**
 * After a score the simulator played, where such scores sit among the record's with no note above them (a tip's
 * matches): a quiet label. `textKey` is the feature's own word for it, loaded with its route.
 */
export function SimulatedTag({ textKey }: { textKey: string }) {
  const { t } = useTranslation();
  return <span className="simulated-tag">{t(textKey)}</span>;
}
