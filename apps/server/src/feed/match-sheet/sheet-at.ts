import type { CommentaryLine, FootballMatchStats, LineupPlayer, MatchLineups, SidePair, TeamLineup } from '@sport/contract';
import { footballSeen, FOOTBALL_FINISHED, type FootballPlan, type MatchState } from '../timeline';
import * as say from './commentary-text';
import { positionOf, type KickoffLineup, type SheetPlayer } from './lineup';
import type { CreditedEvent, SheetPlan, Side, Substitution } from './plan';

/** The sheet as the match page shows it at one moment, and what of it has happened (for the event rows). */
export interface SheetState {
  lineups: MatchLineups;
  statistics: FootballMatchStats;
  /** In match order. */
  commentary: CommentaryLine[];
  events: CreditedEvent[];
  substitutions: Substitution[];
}

const STATUS_HALF_TIME = 3;
const STATUS_SECOND_HALF = 4;
const STATUS_EXTRA_TIME = 5;
const STATUS_PENALTIES = 7;

interface PlayerFigures {
  shots: number;
  shotsOnTarget: number;
  saves: number;
}

/**
 * Each player's figures so far, as the statistics count the sides' (a goal is a shot on target): his goals and
 * shots, and for a goalkeeper the other side's shots saved while he stood in goal (keepers are never substituted;
 * one sent off saves no more).
 */
function playerFigures(
  sheet: SheetPlan,
  events: readonly CreditedEvent[],
  plays: SheetPlan['plays'],
  sentOff: ReadonlyMap<number, number>,
): Map<number, PlayerFigures> {
  const figures = new Map<number, PlayerFigures>();
  const of = (id: number): PlayerFigures => {
    const known = figures.get(id);
    if (known) return known;
    const fresh = { shots: 0, shotsOnTarget: 0, saves: 0 };
    figures.set(id, fresh);
    return fresh;
  };
  for (const { event, player } of events) {
    if (!player || (event.type !== 'goal' && event.type !== 'penalty_goal')) continue;
    of(player.id).shots += 1;
    of(player.id).shotsOnTarget += 1;
  }
  const keeperOf = (lineup: KickoffLineup) => lineup.starters.find((s) => positionOf(s.player) === 'G')?.player ?? null;
  const keepers = { 1: keeperOf(sheet.lineups.home), 2: keeperOf(sheet.lineups.away) };
  for (const play of plays) {
    if (play.kind !== 'shot_off' && play.kind !== 'shot_saved') continue;
    if (play.player) of(play.player.id).shots += 1;
    if (play.kind !== 'shot_saved') continue;
    if (play.player) of(play.player.id).shotsOnTarget += 1;
    const keeper = keepers[play.side === 1 ? 2 : 1];
    if (keeper && (sentOff.get(keeper.id) ?? Infinity) > play.minute) of(keeper.id).saves += 1;
  }
  return figures;
}

function teamLineup(
  kickoff: KickoffLineup,
  side: Side,
  subs: readonly Substitution[],
  sentOff: ReadonlyMap<number, number>,
  figures: ReadonlyMap<number, PlayerFigures>,
): TeamLineup {
  const mine = subs.filter((s) => s.side === side);
  const entry = (player: SheetPlayer, at: { line: number; place: number } | null): LineupPlayer => ({
    playerId: player.id,
    playerName: player.name,
    number: player.number,
    position: positionOf(player),
    line: at?.line ?? null,
    place: at?.place ?? null,
    inMinute: mine.find((s) => s.on.id === player.id)?.minute ?? null,
    outMinute: mine.find((s) => s.off.id === player.id)?.minute ?? null,
    sentOffMinute: sentOff.get(player.id) ?? null,
    ...(figures.get(player.id) ?? { shots: 0, shotsOnTarget: 0, saves: 0 }),
  });
  return {
    formation: kickoff.formation,
    starters: kickoff.starters.map((s) => entry(s.player, s)),
    bench: kickoff.bench.map((p) => entry(p, null)),
  };
}

/**
 * The sheet `elapsedMs` after kick-off, consistent with `state` (the score's state at the same moment): the events
 * are the state's, every figure and line counts only what `footballSeen` says has happened.
 */
export function sheetAt(sheet: SheetPlan, plan: FootballPlan, elapsedMs: number, state: MatchState, names: { home: string; away: string }): SheetState {
  const seen = footballSeen(plan, elapsedMs);
  const events = sheet.events.slice(0, state.eventCount);
  const substitutions = sheet.substitutions.filter((s) => seen(s.minute));
  const plays = sheet.plays.filter((p) => seen(p.minute));
  const corners = plan.corners.filter((c) => seen(c.minute));
  // who was sent off and when (a player's id is his own, whichever side)
  const sentOff = new Map(events.flatMap((e) => (e.event.type === 'red' && e.player ? [[e.player.id, e.event.minute] as const] : [])));
  const figures = playerFigures(sheet, events, plays, sentOff);
  const bySide = (count: (side: Side) => number): SidePair => ({ home: count(1), away: count(2) });
  const scored = (side: Side) => events.filter((e) => e.event.side === side && (e.event.type === 'goal' || e.event.type === 'penalty_goal')).length;
  const playsOf = (side: Side, kinds: string[]) => plays.filter((p) => p.side === side && kinds.includes(p.kind)).length;
  const cards = (side: Side, type: 'yellow' | 'red') => events.filter((e) => e.event.side === side && e.event.type === type).length;
  const blocks = sheet.possessionBlocks.slice(0, Math.max(1, Math.ceil((state.minute ?? 0) / 15)));
  const home = Math.round(blocks.reduce((a, b) => a + b, 0) / blocks.length);
  const statistics: FootballMatchStats = {
    possession: { home, away: 100 - home },
    shots: bySide((s) => scored(s) + playsOf(s, ['shot_off', 'shot_saved'])),
    shotsOnTarget: bySide((s) => scored(s) + playsOf(s, ['shot_saved'])),
    corners: bySide((s) => corners.filter((c) => c.side === s).length),
    // A card follows a foul.
    fouls: bySide((s) => playsOf(s, ['foul']) + cards(s, 'yellow') + cards(s, 'red')),
    yellowCards: bySide((s) => cards(s, 'yellow')),
    redCards: bySide((s) => cards(s, 'red')),
    offsides: bySide((s) => playsOf(s, ['offside'])),
  };
  return {
    lineups: {
      home: teamLineup(sheet.lineups.home, 1, substitutions, sentOff, figures),
      away: teamLineup(sheet.lineups.away, 2, substitutions, sentOff, figures),
    },
    statistics,
    commentary: commentaryOf({ plan, state, names, events, substitutions, plays: plays.filter((p) => p.told), corners }),
    events,
    substitutions,
  };
}

interface Told {
  minute: number;
  /** Within a minute: the second half's whistle first, the match's events, play, substitutions, then a break. */
  order: number;
  line: CommentaryLine;
}

function commentaryOf(input: {
  plan: FootballPlan;
  state: MatchState;
  names: { home: string; away: string };
  events: CreditedEvent[];
  substitutions: Substitution[];
  plays: SheetPlan['plays'];
  corners: FootballPlan['corners'];
}): CommentaryLine[] {
  const { plan, state, names, events, substitutions, plays, corners } = input;
  const team = (side: Side) => (side === 1 ? names.home : names.away);
  const told: Told[] = [];
  const add = (minute: number, order: number, line: Omit<CommentaryLine, 'minute'>) => told.push({ minute, order, line: { minute, ...line } });
  const status = state.statusId;
  const finished = status === FOOTBALL_FINISHED;
  add(0, 0, { kind: 'kickoff', side: null, text: say.kickoffText(names.home, names.away) });

  let home = 0;
  let away = 0;
  let halfHome = 0;
  let halfAway = 0;
  for (const { event, player, assist } of events) {
    const side = event.side;
    if (event.type === 'yellow') add(event.minute, 1, { kind: 'yellow', side, text: say.yellowText(team(side), player?.name ?? null) });
    else if (event.type === 'red') add(event.minute, 1, { kind: 'red', side, text: say.redText(team(side), player?.name ?? null) });
    else if (event.type !== 'substitution') {
      if (side === 1) home++;
      else away++;
      if (event.minute <= 45) [halfHome, halfAway] = [home, away];
      const line = say.scoreLine(names.home, names.away, home, away);
      add(event.minute, 1, { kind: 'goal', side, text: say.goalText(event.type, team(side), player?.name ?? null, assist?.name ?? null, line) });
    }
  }
  for (const p of plays) add(p.minute, 2, { kind: 'play', side: p.side, text: say.playText(p.kind, p.variant, team(p.side), p.player?.name ?? null) });
  for (const c of corners) add(c.minute, 2, { kind: 'play', side: c.side, text: say.cornerText(team(c.side)) });
  for (const s of substitutions) add(s.minute, 3, { kind: 'substitution', side: s.side, text: say.substitutionText(team(s.side), s.on.name, s.off.name) });

  if (finished || status >= STATUS_HALF_TIME) add(45, 9, { kind: 'half_time', side: null, text: say.halfTimeText(names.home, names.away, halfHome, halfAway) });
  if (finished || status >= STATUS_SECOND_HALF) add(46, -1, { kind: 'second_half', side: null, text: say.secondHalfText() });
  if (plan.extraTime && (finished || status >= STATUS_EXTRA_TIME)) {
    const regular = events.filter((e) => e.event.minute <= 90 && e.event.type !== 'yellow' && e.event.type !== 'red');
    const h = regular.filter((e) => e.event.side === 1).length;
    add(90, 10, { kind: 'extra_time', side: null, text: say.extraTimeText(h, regular.length - h) });
  }
  if (plan.penalties && (finished || status >= STATUS_PENALTIES)) add(120, 10, { kind: 'penalties', side: null, text: say.penaltiesText() });
  if (finished) {
    const shootOut = plan.penalties;
    add(plan.extraTime ? 120 : 90, 11, { kind: 'full_time', side: null, text: say.fullTimeText(names.home, names.away, home, away, shootOut) });
  }
  return told
    .map((t, i) => ({ ...t, i }))
    .sort((a, b) => a.minute - b.minute || a.order - b.order || a.i - b.i)
    .map((t) => t.line);
}
