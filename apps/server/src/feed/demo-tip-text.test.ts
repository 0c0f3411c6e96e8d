import { describe, expect, it } from 'vitest';
import type { TipLegInput } from '@sport/contract';
import { legText, type LegTeams } from './demo-tip-text';
import { createRng } from './prng';

// A demo tip reads as its pick: the analysis names the play, side and line the leg settles on, and never
// talks about another play (大小球 under a handicap pick). Its facts are the record's: the sides' recent form opens
// it, and the judgement after it states none of its own (no injuries or fatigue invented for a real club).

const football: LegTeams = {
  home: '北京国安',
  away: '上海海港',
  basketball: false,
  form: { scope: 'league', home: { played: 5, won: 3, drawn: 1, lost: 1, scored: 8, conceded: 4, simulated: 0 }, away: null },
};
const basketball: LegTeams = {
  home: '湖人',
  away: '勇士',
  basketball: true,
  form: {
    scope: 'nba',
    home: { played: 5, won: 3, drawn: 0, lost: 2, scored: 562, conceded: 540, simulated: 0 },
    away: { played: 4, won: 1, drawn: 0, lost: 3, scored: 430, conceded: 452, simulated: 2 },
  },
};

/** Every leg the demo seed can draw, football and basketball. */
function allLegs(): { teams: typeof football; leg: TipLegInput }[] {
  const legs: { teams: typeof football; leg: TipLegInput }[] = [];
  for (const pick of ['home', 'draw', 'away'] as const)
    legs.push({ teams: football, leg: { matchId: 1, play: 'result', pick, oddsCents: 185 } });
  for (const pick of ['home', 'away'] as const) {
    legs.push({ teams: basketball, leg: { matchId: 1, play: 'result', pick, oddsCents: 185 } });
    for (let q = -6; q <= 6; q++)
      legs.push({ teams: football, leg: { matchId: 1, play: 'handicap', pick, lineQuarters: q, oddsCents: 190 } });
    for (const q of [-46, -22, -2, 2, 26, 50])
      legs.push({ teams: basketball, leg: { matchId: 1, play: 'handicap', pick, lineQuarters: q, oddsCents: 190 } });
  }
  for (const pick of ['over', 'under'] as const) {
    for (let q = 8; q <= 14; q++)
      legs.push({ teams: football, leg: { matchId: 1, play: 'total', pick, lineQuarters: q, oddsCents: 172 } });
    legs.push({ teams: basketball, leg: { matchId: 1, play: 'total', pick, lineQuarters: 862, oddsCents: 172 } });
  }
  return legs;
}

describe('demo tip text', () => {
  it('names only its own play, and its pick, in every template', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const rng = createRng(seed);
      for (const { teams, leg } of allLegs()) {
        const { play, analysis } = legText(rng, teams, leg);
        const where = `${play} → ${analysis}`;
        // The judgement after the record's facts states no fact of its own.
        const judgement = analysis.replace(/^战绩参考(（含模拟赛果）)?：[^。]+。(两队这些比赛场均共[\d.]+[球分]。)?/, '');
        expect(judgement.length, where).toBeLessThan(analysis.length);
        expect(judgement, where).not.toMatch(/伤|停|背靠背|体能|手感|健康|近期|近况|状态|漏洞|\d+胜|场均/);
        if (leg.play !== 'total') expect(analysis, where).not.toMatch(/大小|大球|小球|大分|小分|总分/);
        if (leg.play !== 'handicap') expect(analysis, where).not.toMatch(/让|盘口/);
        if (leg.play === 'result') {
          expect(analysis, where).toContain({ home: '主胜', draw: '平局', away: '客胜' }[leg.pick]);
          expect(play, where).toContain({ home: '主胜', draw: '平局', away: '客胜' }[leg.pick]);
        }
        if (leg.play === 'total') {
          const line = String(leg.lineQuarters / 4);
          expect(play, where).toContain(`${leg.pick === 'over' ? '大' : '小'} ${line}`);
          expect(analysis, where).toContain(line);
          expect(analysis, where).toContain(leg.pick === 'over' ? '大' : '小');
          // 大小球 is the play's name; the other side (小球 under an over) is not.
          expect(analysis.replaceAll('大小球', ''), where).not.toMatch(leg.pick === 'over' ? /小球|小分/ : /大球|大分/);
        }
        if (leg.play === 'handicap') {
          const team = leg.pick === 'home' ? teams.home : teams.away;
          expect(analysis, where).toContain(team);
        }
      }
    }
  });

  it('opens with both sides’ form this season as the record has it, and a total with how many their matches had', () => {
    // Two of the visitors' four results were played by the simulator after the record ends: the sentence says so.
    const result = legText(createRng(1), football, { matchId: 1, play: 'result', pick: 'home', oddsCents: 185 });
    expect(result.analysis).toMatch(/^战绩参考：北京国安本赛季联赛近5场3胜1平1负，进8球失4球；上海海港本赛季联赛尚无完场比赛。/);
    const total = legText(createRng(1), basketball, {
      matchId: 1,
      play: 'total',
      pick: 'over',
      lineQuarters: 862,
      oddsCents: 172,
    });
    expect(total.analysis).toMatch(
      /^战绩参考（含模拟赛果）：湖人本赛季近5场3胜2负，场均得112\.4分、失108分；勇士本赛季4场1胜3负，场均得107\.5分、失113分。两队这些比赛场均共220\.4分。/,
    );
  });

  it('reads a handicap from the picked side: the away side receives what the home side gives', () => {
    const leg: TipLegInput = { matchId: 1, play: 'handicap', pick: 'away', lineQuarters: -2, oddsCents: 188 };
    const text = legText(createRng(1), football, leg);
    expect(text.play).toBe('北京国安 vs 上海海港 让球 客队 +0.5 @1.88');
    expect(text.analysis).toContain('上海海港');
    expect(text.analysis).toMatch(/受让半球（\+0\.5）/);
    expect(text.analysis).toContain('不败即可打出');
  });

  it('says what a quarter line needs, as it settles (half won or half lost on one goal)', () => {
    const handicap = (pick: 'home' | 'away', lineQuarters: number) =>
      legText(createRng(2), football, { matchId: 1, play: 'handicap', pick, lineQuarters, oddsCents: 190 }).analysis;
    expect(handicap('home', -1)).toMatch(/让平半（-0\.25）.*打平输一半/);
    expect(handicap('home', -3)).toMatch(/让半一（-0\.75）.*只赢一球也能赢一半/);
    expect(handicap('away', -3)).toMatch(/受让半一（\+0\.75）.*小负一球输一半/);
    expect(handicap('home', 0)).toMatch(/平手.*打平走水/);
    const total = (pick: 'over' | 'under', lineQuarters: number) =>
      legText(createRng(3), football, { matchId: 1, play: 'total', pick, lineQuarters, oddsCents: 190 }).analysis;
    expect(total('over', 11)).toContain('进4球及以上全赢，正好3球赢一半');
    expect(total('under', 9)).toContain('1球及以下全赢，正好2球赢一半');
    expect(total('over', 10)).toContain('进3球及以上即可打出');
  });

  it('gives basketball spreads in points, with the margin they need', () => {
    const gives = legText(createRng(4), basketball, {
      matchId: 1,
      play: 'handicap',
      pick: 'home',
      lineQuarters: -22,
      oddsCents: 190,
    });
    expect(gives.play).toBe('湖人 vs 勇士 让分 主队 -5.5 @1.9');
    expect(gives.analysis).toMatch(/湖人.*让5\.5分.*需要赢6分及以上/);
    const receives = legText(createRng(4), basketball, {
      matchId: 1,
      play: 'handicap',
      pick: 'away',
      lineQuarters: -22,
      oddsCents: 190,
    });
    expect(receives.play).toBe('湖人 vs 勇士 让分 客队 +5.5 @1.9');
    expect(receives.analysis).toContain('输分不超过5分');
  });
});
