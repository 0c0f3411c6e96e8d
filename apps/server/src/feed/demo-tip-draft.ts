import { SportId, type TipLegInput } from '@sport/contract';
import type { MatchSummary } from '../modules/football/service';
import type { PublishInput } from '../modules/news/tip-service';
import type { MatchForm } from './demo-tip-form';
import { legText } from './demo-tip-text';
import type { Rng } from './prng';

/** What an expert's tag promises, which their tips keep: the leagues they tip and the play they make. */
export interface ExpertTaste {
  basketball: boolean;
  leagues?: readonly string[];
  play?: TipLegInput['play'];
}

/** Last words of an analysis: about the tip as a whole, so they fit any play. */
const CLOSINGS = ['', '临场若有重大伤停再做调整。', '以上仅代表个人观点，理性参考。', '综合两队近况与盘口走势判断。'];

/** Whether `match` is one the expert tips: their sport, and their leagues when the tag names some. */
export const suitsTaste = (taste: ExpertTaste, match: MatchSummary): boolean =>
  (match.sportId === SportId.Basketball) === taste.basketball &&
  (!taste.leagues || taste.leagues.includes(match.league));

/** A leg on `match` with a line that suits its sport, of the expert's own play when they have one. */
export function legFor(rng: Rng, match: MatchSummary, play?: TipLegInput['play']): TipLegInput {
  const football = match.sportId === SportId.Football;
  const oddsCents = rng.int(165, 215);
  const drawn = rng.int(0, 2);
  const kind = play === 'result' ? 0 : play === 'handicap' ? 1 : play === 'total' ? 2 : drawn;
  if (kind === 0) {
    const pick = football ? rng.pick(['home', 'draw', 'away'] as const) : rng.pick(['home', 'away'] as const);
    return { matchId: match.id, play: 'result', pick, oddsCents };
  }
  if (kind === 1) {
    // The home side's line. Football: quarter lines (−1.5..+1.5); basketball: half-point spreads (−11.5..+12.5).
    const lineQuarters = football ? rng.int(-6, 6) : (rng.int(-12, 12) * 2 + 1) * 2;
    return { matchId: match.id, play: 'handicap', pick: rng.pick(['home', 'away'] as const), lineQuarters, oddsCents };
  }
  const lineQuarters = football ? rng.int(8, 14) : rng.int(200, 235) * 4 + 2;
  return { matchId: match.id, play: 'total', pick: rng.pick(['over', 'under'] as const), lineQuarters, oddsCents };
}

/**
 * A demo tip on `picked` (one match, or two of a day in the order they are played) as the expert writes it at `at`:
 * each leg's pick and reasons from the form the record held then, a title, a price and maybe a refund promise.
 * `rng` draws the picks and prices, `textRng` the words (rewording a template never moves the picks).
 */
export function draftTip(
  rng: Rng,
  textRng: Rng,
  picked: readonly MatchSummary[],
  taste: ExpertTaste,
  formAt: (matchId: number, at: number) => MatchForm,
  at: number,
): PublishInput {
  const legs = picked.map((match) => {
    const leg = legFor(rng, match, taste.play);
    // The words know what was played before the tip was written, not what the clock of the seed or job knows.
    const teams = {
      home: match.homeName ?? '',
      away: match.awayName ?? '',
      basketball: match.sportId === SportId.Basketball,
      form: formAt(match.id, at),
    };
    return { match, leg, text: legText(textRng, teams, leg) };
  });
  const price = rng.chance(0.3) ? 0 : rng.pick([8, 18, 28, 38, 58, 88]);
  const refunding = price > 0 && rng.chance(0.35);
  return {
    title: `${legs.map((l) => `${l.match.homeName ?? ''} vs ${l.match.awayName ?? ''}`).join('、')}：${rng.pick(['稳胆', '精选', '重心', '冷门', '独家'])}推荐`,
    // Each leg's pick (with its odds, which also keeps two experts' texts on one match apart) and its reasons.
    sportsInfo: `赛前分析：${legs.map((l) => `【${l.text.play}】${l.text.analysis}`).join('')}${textRng.pick(CLOSINGS)}`,
    sportsPlay: legs.map((l) => l.text.play).join('；'),
    goldPrice: price,
    ...(refunding ? { openBackGold: 1 as const, returnGoldPercentage: rng.pick([50, 80, 100]) } : {}),
    stake: rng.int(1, 3),
    legs: legs.map((l) => l.leg),
  };
}
