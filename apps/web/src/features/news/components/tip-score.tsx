import type { MessageMatch } from '@sport/contract';
import { SimulatedTag } from '../../../components/ui/simulated-note';

/** A tip's match score once it has one, else VS. */
export const scoreOf = (match: MessageMatch): string =>
  match.homeScore !== null && match.awayScore !== null ? `${match.homeScore}:${match.awayScore}` : 'VS';

/**
 * 模拟 beside a tip's match whose score the simulator played (the record has no result for it yet): the tip was
 * settled on it, and nothing else on the card says where the record ends.
 */
export function SimulatedScoreMark({ match }: { match: MessageMatch }) {
  return match.scoreSimulated && match.homeScore !== null ? <SimulatedTag textKey="news.scoreSimulated" /> : null;
}
