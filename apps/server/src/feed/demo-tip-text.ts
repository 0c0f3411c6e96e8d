import type { TipLegInput } from '@sport/contract';
import type { Rng } from './prng';

/** What the words of a leg need of its match. */
export interface LegTeams {
  home: string;
  away: string;
  basketball: boolean;
}

export interface LegText {
  /** The pick as the tip's `sportsPlay` shows it: teams, play, side and line as that side takes it, odds. */
  play: string;
  /** A few sentences of analysis that name the same pick and line. */
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

const RESULT_TEMPLATES: Record<'football' | 'basketball', Record<'home' | 'draw' | 'away', Fill[]>> = {
  football: {
    home: [
      (v) =>
        `${v.team}主场作战士气更足，攻守两端都比较稳定，${v.other}客场发挥一般，本场看好${v.team}主场取胜（主胜 @${v.odds}）。`,
      (v) => `${v.team}坐镇主场，中前场配合流畅，${v.other}防线转身偏慢，首选主胜 @${v.odds}。`,
      (v) => `两队纸面实力${v.team}稍占上风，加上主场之利，不看好${v.other}带走分数，取主胜 @${v.odds}。`,
    ],
    draw: [
      (v) => `${v.team}与${v.other}风格相近、实力相当，都以稳守为先，本场看好双方握手言和（平局 @${v.odds}）。`,
      (v) => `这场两队都输不起，谁也不敢冒进，中场缠斗在所难免，平局概率不低，取平局 @${v.odds}。`,
      (v) => `${v.team}主场求稳，${v.other}擅长防守反击，比赛大概率陷入僵持，推荐平局 @${v.odds}。`,
    ],
    away: [
      (v) => `${v.team}客场反击犀利，${v.other}后防身后空当较大，本场看好${v.team}客场取胜（客胜 @${v.odds}）。`,
      (v) => `${v.team}整体实力更胜一筹，不惧客场作战，${v.other}主场优势有限，取客胜 @${v.odds}。`,
      (v) => `${v.other}近期伤停较多、阵容不整，${v.team}有机会客场带走三分，推荐客胜 @${v.odds}。`,
    ],
  },
  basketball: {
    home: [
      (v) => `${v.team}主场作战，内线优势明显，篮板球争夺占优，看好${v.team}拿下比赛（主胜 @${v.odds}）。`,
      (v) => `${v.team}主力健康、轮换完整，${v.other}背靠背作战体能存疑，主场取胜把握较大，取主胜 @${v.odds}。`,
    ],
    draw: [],
    away: [
      (v) => `${v.team}核心球员状态出色，${v.other}外线防守漏洞较多，看好${v.team}客场赢球（客胜 @${v.odds}）。`,
      (v) => `${v.team}攻防两端更成体系，不惧客场，${v.other}替补深度不足，取客胜 @${v.odds}。`,
    ],
  },
};

const GOAL_HANDICAP_TEMPLATES: Record<'gives' | 'level' | 'receives', Fill[]> = {
  gives: [
    (v) =>
      `${v.team}${v.venue}让${v.line}，进攻端效率稳定，对位${v.other}具备拉开比分的能力；${v.need}，看好${v.team}打出上盘。`,
    (v) => `盘口开出${v.team}让${v.line}，符合两队实力差距，${v.other}防线近期漏洞不少。${v.need}，本场站${v.team}。`,
    (v) => `${v.team}让${v.line}，阵容完整、中场控制力占优。这个盘口下${v.need}，倾向上盘${v.team}。`,
  ],
  level: [
    (v) => `两队实力接近，盘口开平手，${v.team}${v.venue}状态更好。${v.need}，看好${v.team}。`,
    (v) => `平手盘更看临场状态，${v.team}近期节奏更顺、把握机会的能力更强；${v.need}，取${v.team}。`,
  ],
  receives: [
    (v) => `${v.team}${v.venue}受让${v.line}，防守组织严密，不易大比分落败；${v.need}，看好下盘${v.team}。`,
    (v) => `${v.other}纸面实力占优，但${v.team}受让${v.line}有足够的容错空间。${v.need}，取${v.team}受让。`,
    (v) => `${v.team}受让${v.line}，反击速度快，有能力咬住比分。这个盘口下${v.need}，本场支持${v.team}。`,
  ],
};

const POINT_SPREAD_TEMPLATES: Record<'gives' | 'receives', Fill[]> = {
  gives: [
    (v) => `${v.team}${v.venue}让${v.line}分，轮换深度更好，末节拉开分差的能力更强；${v.need}，看好${v.team}赢盘。`,
    (v) => `${v.other}近期防守强度下滑，${v.team}让${v.line}分不算深，${v.need}，取${v.team}。`,
  ],
  receives: [
    (v) => `${v.team}${v.venue}受让${v.line}分，防守端对抗积极，即使落败分差也不会太大；${v.need}，看好${v.team}。`,
    (v) => `${v.other}让${v.line}分偏深，${v.team}外线手感回升，${v.need}，取${v.team}受让。`,
  ],
};

const TOTAL_TEMPLATES: Record<'football' | 'basketball', Record<'over' | 'under', Fill[]>> = {
  football: {
    over: [
      (v) => `${v.team}与${v.other}都偏重进攻，防线存在空当，全场大小球开${v.line}球；${v.need}，看好大球。`,
      (v) => `两队攻强守弱，比赛节奏预计较快，大小球开${v.line}球并不算高。${v.need}，取大${v.line}球。`,
    ],
    under: [
      (v) => `两队都以防守反击为主，中场争夺激烈，全场大小球开${v.line}球；${v.need}，看好小球。`,
      (v) => `${v.team}与${v.other}大概率谨慎开局，大小球开${v.line}球偏高。${v.need}，取小${v.line}球。`,
    ],
  },
  basketball: {
    over: [
      (v) => `两队节奏都偏快、三分出手多，总分线${v.line}分，看好总分超过${v.line}分，取大分。`,
      (v) => `${v.team}和${v.other}防守强度一般，对攻之势明显，取大${v.line}分。`,
    ],
    under: [
      (v) => `两队都以阵地战和防守为主，比赛节奏偏慢，看好总分低于${v.line}分，取小分。`,
      (v) => `总分线${v.line}分略高，双方主力防守投入，${v.team}与${v.other}都不是快节奏球队，取小${v.line}分。`,
    ],
  },
};

/** The words of one leg: its `sportsPlay` part and an analysis that names the same play, pick and line. */
export function legText(rng: Rng, teams: LegTeams, leg: TipLegInput): LegText {
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
