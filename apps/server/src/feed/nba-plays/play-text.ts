import type { Play } from './plays';

/** The simplified-Chinese wording of the play-by-play; a play's index picks among equivalent phrasings. */

const MADE_TWO = ['跳投命中', '上篮得手', '突破上篮命中', '中距离跳投得分', '空中接力扣篮得分', '勾手命中'];
const MISSED_TWO = ['跳投不中', '上篮未进', '中距离跳投偏出', '突破上篮被封堵未进'];
const MADE_THREE = ['三分球命中', '弧顶三分出手，命中', '底角三分命中'];
const MISSED_THREE = ['三分球不中', '三分出手偏出', '底角三分打铁'];
const NUMBERS = ['一', '二', '三', '四'];

/** 第一节 … 第四节, then 第一个加时 … */
export const periodName = (period: number) => (period < 4 ? `第${NUMBERS[period]}节` : `第${NUMBERS[period - 4] ?? period - 3}个加时`);

const variant = (list: readonly string[], i: number) => list[i % list.length] ?? list[0] ?? '';

/** One shot told: the shooter's name and what came of it, the pass that made it, the rebound of a miss. */
export function playText(play: Play, index: number, nameOf: (id: number | null) => string): string {
  const shooter = nameOf(play.playerId);
  const assist = play.assistId !== null ? `（${nameOf(play.assistId)}助攻）` : '';
  const rebound = play.rebound ? `，${nameOf(play.rebound.playerId)}抢到${play.rebound.side === play.side ? '前场' : '后场'}篮板` : '';
  if (play.kind === 'free') return `${shooter}罚球第${play.attempt === 2 ? '二' : '一'}罚${play.made ? '命中' : '不中'}${rebound}`;
  if (play.kind === 'three') return play.made ? `${shooter}${variant(MADE_THREE, index)}${assist}` : `${shooter}${variant(MISSED_THREE, index)}${rebound}`;
  return play.made ? `${shooter}${variant(MADE_TWO, index)}${assist}` : `${shooter}${variant(MISSED_TWO, index)}${rebound}`;
}

const score = (names: { home: string; away: string }, h: number, a: number) => `${names.home} ${h}-${a} ${names.away}`;

/** A period's end; the game's last one says the game is over. */
export const periodEndText = (period: number, over: boolean, names: { home: string; away: string }, h: number, a: number) =>
  over ? `全场比赛结束，${score(names, h, a)}。` : `${periodName(period)}结束，${score(names, h, a)}。`;
