import type { TipLegInput } from '@sport/contract';
import { FORM_MATCHES, type FormScope, type MatchForm, type TeamForm } from './demo-tip-form';
import type { Rng } from './prng';

/** What the words of a leg need of its match. */
export interface LegTeams {
  home: string;
  away: string;
  basketball: boolean;
  /** Each side's form this season as the record had it when the tip was written. */
  form: MatchForm;
}

export interface LegText {
  /** The pick as the tip's `sportsPlay` shows it: teams, play, side and line as that side takes it, odds. */
  play: string;
  /** The sides' recent form from the record, then a judgement that names the same pick and line. */
  analysis: string;
}

/** A line as a bettor reads it: signed for a handicap (+0.5 receives half a goal), plain for a total. */
const signed = (value: number): string => (value > 0 ? `+${value}` : String(value));

/** Football handicap names by quarters of a goal (−3 and +3 are both 半一). */
const GOAL_LINE_NAMES = ['平手', '平半', '半球', '半一', '一球', '一球/球半', '球半', '球半/两球', '两球'] as const;

/**
 * What the picked side needs at a football handicap, by the side's own line in quarters (−5 = gives
 * 1.25): the quarter lines split the stake over the two lines beside them, so one goal can win or lose half.
 */
const GOAL_LINE_NEEDS: Record<number, string> = {
  [-8]: '需净胜三球才能全赢，净胜两球走水',
  [-7]: '净胜三球全赢，净胜两球输一半',
  [-6]: '需净胜两球或以上才能打出',
  [-5]: '净胜两球全赢，只赢一球则输一半',
  [-4]: '净胜两球全赢，只赢一球走水',
  [-3]: '净胜两球全赢，只赢一球也能赢一半',
  [-2]: '赢球即可打出',
  [-1]: '赢球全赢，打平输一半',
  0: '赢球即赢，打平走水',
  1: '赢球全赢，打平也能赢一半',
  2: '不败即可打出',
  3: '不败全赢，小负一球输一半',
  4: '不败全赢，小负一球走水',
  5: '不败全赢，小负一球也能赢一半',
  6: '只要输球不超过一球都能打出',
  7: '输两球以内全赢，输两球赢一半',
  8: '输两球以内全赢，输两球走水',
};

/** What an over or under needs at a football total line in quarters (10 = 2.5 goals). */
function goalTotalNeed(over: boolean, quarters: number): string {
  const whole = Math.floor(quarters / 4);
  switch (quarters % 4) {
    case 0:
      return over ? `进${whole + 1}球及以上全赢，正好${whole}球走水` : `${whole - 1}球及以下全赢，正好${whole}球走水`;
    case 1:
      return over
        ? `进${whole + 1}球及以上全赢，正好${whole}球输一半`
        : `${whole - 1}球及以下全赢，正好${whole}球赢一半`;
    case 2:
      return over ? `进${whole + 1}球及以上即可打出` : `全场${whole}球及以下即可打出`;
    default:
      return over
        ? `进${whole + 2}球及以上全赢，正好${whole + 1}球赢一半`
        : `${whole}球及以下全赢，正好${whole + 1}球输一半`;
  }
}

type Fill = (v: { team: string; other: string; venue: string; line: string; need: string; odds: string }) => string;

// The templates are an expert's judgement only: every fact an analysis states (wins, goals, points) comes from the
// record through the form sentence, never from a template (no invented injuries, fatigue or shooting streaks of a
// real club).
const RESULT_TEMPLATES: Record<'football' | 'basketball', Record<'home' | 'draw' | 'away', Fill[]>> = {
  football: {
    home: [
      (v) => `主场之利在${v.team}一边，本场看好${v.team}取胜（主胜 @${v.odds}）。`,
      (v) => `${v.team}坐镇主场，${v.other}客场难有作为，首选主胜 @${v.odds}。`,
      (v) => `不看好${v.other}客场带走胜利，取主胜 @${v.odds}。`,
    ],
    draw: [
      (v) => `${v.team}与${v.other}实力接近，本场看好双方握手言和（平局 @${v.odds}）。`,
      (v) => `这场双方都会求稳，谁也不敢冒进，平局概率不低，取平局 @${v.odds}。`,
      (v) => `${v.team}主场求稳，${v.other}也不会冒进，推荐平局 @${v.odds}。`,
    ],
    away: [
      (v) => `看好${v.team}客场取胜（客胜 @${v.odds}）。`,
      (v) => `${v.team}不惧客场作战，${v.other}主场优势有限，取客胜 @${v.odds}。`,
      (v) => `${v.team}有能力客场赢球，推荐客胜 @${v.odds}。`,
    ],
  },
  basketball: {
    home: [
      (v) => `${v.team}主场作战，看好${v.team}拿下比赛（主胜 @${v.odds}）。`,
      (v) => `主场之利在${v.team}一边，${v.other}客场难占便宜，取主胜 @${v.odds}。`,
    ],
    draw: [],
    away: [
      (v) => `看好${v.team}客场赢球（客胜 @${v.odds}）。`,
      (v) => `${v.team}攻防两端更成体系，不惧客场，取客胜 @${v.odds}。`,
    ],
  },
};

const GOAL_HANDICAP_TEMPLATES: Record<'gives' | 'level' | 'receives', Fill[]> = {
  gives: [
    (v) => `${v.team}${v.venue}让${v.line}，有拉开比分的能力；${v.need}，看好${v.team}打出上盘。`,
    (v) => `盘口开出${v.team}让${v.line}，符合两队实力差距。${v.need}，本场站${v.team}。`,
    (v) => `${v.team}让${v.line}，这个盘口下${v.need}，倾向上盘${v.team}。`,
  ],
  level: [
    (v) => `两队实力接近，盘口开平手。${v.need}，看好${v.team}。`,
    (v) => `平手盘更看临场发挥，${v.need}，取${v.team}。`,
  ],
  receives: [
    (v) => `${v.team}${v.venue}受让${v.line}，不易大比分落败；${v.need}，看好下盘${v.team}。`,
    (v) => `${v.other}纸面实力占优，但${v.team}受让${v.line}有足够的容错空间。${v.need}，取${v.team}受让。`,
    (v) => `${v.team}受让${v.line}，有能力咬住比分。这个盘口下${v.need}，本场支持${v.team}。`,
  ],
};

const POINT_SPREAD_TEMPLATES: Record<'gives' | 'receives', Fill[]> = {
  gives: [
    (v) => `${v.team}${v.venue}让${v.line}分，有能力在末节拉开分差；${v.need}，看好${v.team}赢盘。`,
    (v) => `${v.team}让${v.line}分不算深，${v.need}，取${v.team}。`,
  ],
  receives: [
    (v) => `${v.team}${v.venue}受让${v.line}分，即使落败分差也不会太大；${v.need}，看好${v.team}。`,
    (v) => `${v.other}让${v.line}分偏深，${v.need}，取${v.team}受让。`,
  ],
};

const TOTAL_TEMPLATES: Record<'football' | 'basketball', Record<'over' | 'under', Fill[]>> = {
  football: {
    over: [
      (v) => `全场大小球开${v.line}球，两队进攻端都有威胁；${v.need}，看好大球。`,
      (v) => `比赛节奏预计较快，大小球开${v.line}球并不算高。${v.need}，取大${v.line}球。`,
    ],
    under: [
      (v) => `预计两队都会谨慎出招，全场大小球开${v.line}球；${v.need}，看好小球。`,
      (v) => `${v.team}与${v.other}大概率谨慎开局，大小球开${v.line}球偏高。${v.need}，取小${v.line}球。`,
    ],
  },
  basketball: {
    over: [
      (v) => `总分线${v.line}分，预计对攻之势明显，看好总分超过${v.line}分，取大分。`,
      (v) => `${v.team}和${v.other}对攻可期，取大${v.line}分。`,
    ],
    under: [
      (v) => `预计比赛节奏偏慢、阵地战为主，看好总分低于${v.line}分，取小分。`,
      (v) => `总分线${v.line}分略高，${v.team}与${v.other}都会加强防守投入，取小${v.line}分。`,
    ],
  },
};

/** One decimal, without a trailing .0 (2.4, 3). */
const oneDecimal = (value: number): string => String(Math.round(value * 10) / 10);

/** What the form covers, as the sentence names it. */
const SCOPE_NAMES: Record<FormScope, string> = { league: '本赛季联赛', tournament: '本届赛事', nba: '本赛季' };

/** What the record says of one side: its last matches' wins, draws and losses, and its goals or points. */
function formPart(team: string, scope: FormScope, form: TeamForm | null, basketball: boolean): string {
  if (form === null) return `${team}${SCOPE_NAMES[scope]}尚无完场比赛`;
  const { played, won, drawn, lost, scored, conceded } = form;
  // 近5场 when there were more to choose from or exactly five; 3场 when the season has had only three.
  const matches = `${SCOPE_NAMES[scope]}${played === FORM_MATCHES ? `近${played}场` : `${played}场`}`;
  return basketball
    ? `${team}${matches}${won}胜${lost}负，场均得${oneDecimal(scored / played)}分、失${oneDecimal(conceded / played)}分`
    : `${team}${matches}${won}胜${drawn}平${lost}负，进${scored}球失${conceded}球`;
}

/**
 * The facts an analysis opens with, both sides' form; for a total, also how many their matches had on average.
 * Form counting a result the simulator played (the present after the record ends) says so, as the centres mark
 * those scores 模拟: a reader must not take it for the record.
 */
function formSentence(teams: LegTeams, total: boolean): string {
  const { home, away, basketball, form } = teams;
  const sides = `${formPart(home, form.scope, form.home, basketball)}；${formPart(away, form.scope, form.away, basketball)}。`;
  const simulated = (form.home?.simulated ?? 0) + (form.away?.simulated ?? 0) > 0;
  const head = simulated ? '战绩参考（含模拟赛果）：' : '战绩参考：';
  if (!total || form.home === null || form.away === null) return `${head}${sides}`;
  const all = form.home.scored + form.home.conceded + form.away.scored + form.away.conceded;
  const average = oneDecimal(all / (form.home.played + form.away.played));
  return `${head}${sides}两队这些比赛场均共${average}${basketball ? '分' : '球'}。`;
}

/** The words of one leg: its `sportsPlay` part and an analysis, the record's facts then the judgement of the pick. */
export function legText(rng: Rng, teams: LegTeams, leg: TipLegInput): LegText {
  const { play, analysis } = pickText(rng, teams, leg);
  return { play, analysis: `${formSentence(teams, leg.play === 'total')}${analysis}` };
}

/** The pick as `sportsPlay` shows it and the expert's judgement of it, naming the same play, pick and line. */
function pickText(rng: Rng, teams: LegTeams, leg: TipLegInput): LegText {
  const { home, away, basketball } = teams;
  const vs = `${home} vs ${away}`;
  const odds = String(leg.oddsCents / 100);
  const sport = basketball ? 'basketball' : 'football';
  const base = { line: '', need: '', odds };
  if (leg.play === 'result') {
    const [team, other, venue] = leg.pick === 'away' ? [away, home, '客场'] : [home, away, '主场'];
    const label = leg.pick === 'home' ? '主胜' : leg.pick === 'draw' ? '平局' : '客胜';
    const fill = rng.pick(RESULT_TEMPLATES[sport][leg.pick]);
    return { play: `${vs} ${label} @${odds}`, analysis: fill({ ...base, team, other, venue }) };
  }
  if (leg.play === 'handicap') {
    const [team, other, venue, side] =
      leg.pick === 'home' ? [home, away, '主场', '主队'] : [away, home, '客场', '客队'];
    // The line is stored as the home side's; the pick reads it from the picked side.
    const quarters = leg.pick === 'home' ? leg.lineQuarters : -leg.lineQuarters;
    const play = `${vs} ${basketball ? '让分' : '让球'} ${side} ${signed(quarters / 4)} @${odds}`;
    if (basketball) {
      const points = Math.abs(quarters) / 4;
      const gives = quarters < 0;
      const need = gives
        ? `需要赢${Math.ceil(points)}分及以上才能赢盘`
        : `只要输分不超过${Math.floor(points)}分都能赢盘`;
      const fill = rng.pick(POINT_SPREAD_TEMPLATES[gives ? 'gives' : 'receives']);
      return { play, analysis: fill({ ...base, team, other, venue, line: String(points), need }) };
    }
    const name = GOAL_LINE_NAMES[Math.abs(quarters)] ?? `${Math.abs(quarters) / 4}球`;
    const need = GOAL_LINE_NEEDS[quarters] ?? '';
    const fill = rng.pick(GOAL_HANDICAP_TEMPLATES[quarters < 0 ? 'gives' : quarters > 0 ? 'receives' : 'level']);
    return { play, analysis: fill({ ...base, team, other, venue, line: `${name}（${signed(quarters / 4)}）`, need }) };
  }
  const line = String(leg.lineQuarters / 4);
  const over = leg.pick === 'over';
  const play = `${vs} ${basketball ? '大小分' : '大小球'} ${over ? '大' : '小'} ${line} @${odds}`;
  const need = basketball ? '' : goalTotalNeed(over, leg.lineQuarters);
  const fill = rng.pick(TOTAL_TEMPLATES[sport][leg.pick]);
  return { play, analysis: fill({ ...base, team: home, other: away, venue: '', line, need }) };
}
