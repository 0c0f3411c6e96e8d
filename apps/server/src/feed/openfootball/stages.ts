import type { MatchKind, StagePhase } from '../../db/schema';

export interface KnockoutStage {
  key: string;
  name: string;
  nameEn: string;
  phase: StagePhase;
  kind: MatchKind;
}

/** Knockout rounds by the source's round name, in playing order; named and phased as the demo tournament's. */
const KNOCKOUT: readonly (KnockoutStage & { match: RegExp })[] = [
  { key: 'r32', match: /^round of 32$/i, name: '1/16决赛', nameEn: 'Round of 32', phase: 2, kind: 'playoffs' },
  { key: 'r16', match: /^round of 16$/i, name: '1/8决赛', nameEn: 'Round of 16', phase: 2, kind: 'playoffs' },
  { key: 'qf', match: /^quarter-?finals?$/i, name: '1/4决赛', nameEn: 'Quarter-finals', phase: 2, kind: 'playoffs' },
  { key: 'sf', match: /^semi-?finals?$/i, name: '半决赛', nameEn: 'Semi-finals', phase: 2, kind: 'playoffs' },
  {
    key: '3rd',
    match: /^(match for )?third place( play-?off)?$/i,
    name: '三四名决赛',
    nameEn: 'Third place',
    phase: 2,
    kind: 'playoffs',
  },
  { key: 'final', match: /^final$/i, name: '决赛', nameEn: 'Final', phase: 5, kind: 'finals' },
];

/** The knockout stage a round name stands for; undefined for a matchday or an unknown name. */
export function knockoutStage(round: string): KnockoutStage | undefined {
  const found = KNOCKOUT.find((k) => k.match.test(round.trim()));
  if (!found) return undefined;
  const { match: _match, ...stage } = found;
  return stage;
}

/** Playing order of a knockout stage (for sortOrder). */
export const knockoutOrder = (key: string): number => KNOCKOUT.findIndex((k) => k.key === key);

export const LEAGUE_STAGE = { name: '联赛', nameEn: 'Regular season' } as const;
export const GROUP_STAGE = { name: '小组赛', nameEn: 'Group stage' } as const;
