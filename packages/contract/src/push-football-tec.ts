import { Type, type Static, type TSchema } from 'typebox';
import { CommentaryLine, FootballMatchStats, MatchDetailEvent, MatchLineups } from './entities/match-detail';
import { ChatPush } from './entities/chat';
import { HostPush, LivePush, MatchPush, UserPush, type ChannelKind } from './ws';

// Apart from ws.ts, which every page's push client imports: this push names the match page's entity schemas, and
// a static import from ws.ts would put them in the first route's files although only the match page reads them.

/**
 * A simulated football match's play since the last push on `footballTec.<id>`: the new events and commentary lines
 * (append them to the match page's), the statistics as they are now (replace), and the line-ups when they changed
 * (kick-off, a substitution, a red card). A client that sees a gap in `seq` refetches the match detail instead.
 */
export const FootballTecPush = Type.Object({
  matchId: Type.Integer(),
  /** The minute of play, as on `match.<id>`. */
  minute: Type.Integer({ minimum: 0 }),
  /** New events in match order (entities/match-detail.ts). */
  events: Type.Array(MatchDetailEvent),
  statistics: FootballMatchStats,
  /** New commentary lines in match order. */
  commentary: Type.Array(CommentaryLine),
  lineups: Type.Optional(MatchLineups),
  /** Epoch ms. */
  updatedAt: Type.Integer(),
});
export type FootballTecPush = Static<typeof FootballTecPush>;

export const PUSH_EVENT_SCHEMAS = {
  live: LivePush,
  match: MatchPush,
  footballTec: FootballTecPush,
  host: HostPush,
  user: UserPush,
  chat: ChatPush,
} as const satisfies Record<ChannelKind, TSchema>;
