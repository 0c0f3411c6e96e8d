import type { PlayKind } from './plan';

/** The simplified-Chinese wording of the commentary; `variant` picks among equivalent phrasings. */

const who = (player: string | null, team: string) => (player ? `${team}的${player}` : team);
const score = (home: string, away: string, h: number, a: number) => `${home} ${h}-${a} ${away}`;

export const kickoffText = (home: string, away: string) => `比赛开始！${home}主场迎战${away}，${home}开球。`;

export const halfTimeText = (home: string, away: string, h: number, a: number) => `上半场比赛结束，${score(home, away, h, a)}。`;

export const secondHalfText = () => '下半场比赛开始，双方交换场地。';

export const extraTimeText = (h: number, a: number) => `常规时间战罢，双方${h}-${a}战平，比赛进入加时赛。`;

export const penaltiesText = () => '加时赛结束，双方仍未分出胜负，将通过点球大战决出胜者。';

export function fullTimeText(home: string, away: string, h: number, a: number, shootOut: [number, number] | null): string {
  const tail = shootOut ? `，点球大战${shootOut[0]}-${shootOut[1]}` : '';
  return `全场比赛结束，${score(home, away, h, a)}${tail}。`;
}

export function goalText(kind: 'goal' | 'penalty_goal' | 'own_goal', team: string, scorer: string | null, assist: string | null, line: string): string {
  if (kind === 'own_goal') return `乌龙球！${scorer ?? '对方球员'}不慎将球打进自家球门，${team}得分。${line}`;
  if (kind === 'penalty_goal') return `点球命中！${who(scorer, team)}一蹴而就，把握住机会。${line}`;
  const helper = assist ? `，${assist}送出助攻` : '';
  return `球进了！${who(scorer, team)}破门得分${helper}。${line}`;
}

export const scoreLine = (home: string, away: string, h: number, a: number) => `比分变为${score(home, away, h, a)}。`;

export const yellowText = (team: string, player: string | null) => `黄牌！${who(player, team)}犯规，被主裁判出示黄牌警告。`;

export const redText = (team: string, player: string | null) => `红牌！${who(player, team)}被直接罚下，${team}只能以少打多。`;

export const substitutionText = (team: string, on: string, off: string) => `换人调整：${team}${on}替换${off}登场。`;

export const cornerText = (team: string) => `${team}获得角球。`;

const PLAY_TEXTS: Record<PlayKind, ((p: string) => string)[]> = {
  shot_off: [
    (p) => `${p}禁区外起脚远射，皮球稍稍偏出立柱。`,
    (p) => `${p}头球攻门，可惜顶高了。`,
    (p) => `${p}禁区内抢点射门，被后卫封堵出底线。`,
    (p) => `${p}接应传中凌空抽射，球飞过横梁。`,
  ],
  shot_saved: [
    (p) => `${p}禁区内劲射，被门将奋力扑出！`,
    (p) => `${p}的射门力量不大，门将轻松没收。`,
    (p) => `${p}突入禁区低射近角，门将倒地将球扑住。`,
  ],
  foul: [(p) => `${p}拼抢中犯规，裁判鸣哨示意。`, (p) => `${p}从身后放倒对手，被判犯规。`],
  offside: [(p) => `${p}前插接球，边裁举旗示意越位。`, (p) => `${p}反越位失败，处于越位位置。`],
};

export function playText(kind: PlayKind, variant: number, team: string, player: string | null): string {
  const texts = PLAY_TEXTS[kind];
  const text = texts[variant % texts.length] ?? texts[0];
  return text ? text(who(player, team)) : '';
}
