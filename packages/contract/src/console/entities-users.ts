import { Type, type Static } from 'typebox';
import { Nullable } from '../schema-kit';
import { UserBanView } from './entities';

/**
 * Gold adjustments of more than this many gold (either way) need two 财务 staff: one proposes, another approves;
 * until then nothing moves (issue 27 §2).
 */
export const GOLD_ADJUST_TWO_PERSON_THRESHOLD = 10_000;
/** The most one adjustment may move (a typo guard, far above any real correction). */
export const GOLD_ADJUST_MAX = 10_000_000;

/** A fan as the console finds them. */
export const ConsoleUser = Type.Object({
  uid: Type.Integer(),
  username: Type.String(),
  nickname: Type.String(),
  createdAt: Type.Integer(),
});
export type ConsoleUser = Static<typeof ConsoleUser>;

/** live: answers for its token now; ended: logged out, kicked by a login elsewhere, ended by staff; expired. */
export const SessionState = Type.Union([
  Type.Literal('live'),
  Type.Literal('logout'),
  Type.Literal('kicked'),
  Type.Literal('revoked'),
  Type.Literal('expired'),
]);
export type SessionState = Static<typeof SessionState>;

export const ConsoleSession = Type.Object({
  id: Type.Integer(),
  deviceId: Type.String(),
  createdAt: Type.Integer(),
  /** When a call last proved this session (to within a few minutes); null before the first. */
  lastSeenAt: Nullable(Type.Integer()),
  expiresAt: Type.Integer(),
  endedAt: Nullable(Type.Integer()),
  state: SessionState,
});
export type ConsoleSession = Static<typeof ConsoleSession>;

/** A ban with its history: running, ended by time, or lifted (who and why). */
export const UserBanRecord = Type.Object({
  ...UserBanView.properties,
  liftedAt: Nullable(Type.Integer()),
  liftedBy: Nullable(Type.Integer()),
  liftReason: Nullable(Type.String()),
});
export type UserBanRecord = Static<typeof UserBanRecord>;

export const ConsoleUserDetail = Type.Object({
  user: ConsoleUser,
  balance: Type.Integer(),
  /** Newest first, ended ones too. */
  sessions: Type.Array(ConsoleSession),
  /** Newest first: running and past. */
  bans: Type.Array(UserBanRecord),
});
export type ConsoleUserDetail = Static<typeof ConsoleUserDetail>;

export const LedgerEntry = Type.Object({
  id: Type.Integer(),
  /** Signed: + credit, − debit. */
  amount: Type.Integer(),
  balanceAfter: Type.Integer(),
  reason: Type.String(),
  idempotencyKey: Type.String(),
  createdAt: Type.Integer(),
});
export type LedgerEntry = Static<typeof LedgerEntry>;

export const LedgerPage = Type.Object({ list: Type.Array(LedgerEntry), total: Type.Integer() });
export type LedgerPage = Static<typeof LedgerPage>;

/** An adjustment adds gold (credit) or takes it (debit); its amount is always positive on the wire. */
export const GoldDirection = Type.Union([Type.Literal('credit'), Type.Literal('debit')]);
export type GoldDirection = Static<typeof GoldDirection>;

/** pending: proposed, waiting for a second 财务; applied: the gold moved; rejected: never moved. */
export const GoldAdjustmentState = Type.Union([
  Type.Literal('pending'),
  Type.Literal('applied'),
  Type.Literal('rejected'),
]);
export type GoldAdjustmentState = Static<typeof GoldAdjustmentState>;

export const GoldAdjustment = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  /** Signed: + adds gold, − takes it. */
  amount: Type.Integer(),
  reason: Type.String(),
  state: GoldAdjustmentState,
  proposedBy: Type.Integer(),
  proposedByName: Type.String(),
  createdAt: Type.Integer(),
  decidedBy: Nullable(Type.Integer()),
  decidedByName: Nullable(Type.String()),
  decisionReason: Nullable(Type.String()),
  decidedAt: Nullable(Type.Integer()),
  /** The balance the applied change left; null until applied. */
  balanceAfter: Nullable(Type.Integer()),
});
export type GoldAdjustment = Static<typeof GoldAdjustment>;

export const GoldAdjustmentPage = Type.Object({ list: Type.Array(GoldAdjustment), total: Type.Integer() });
export type GoldAdjustmentPage = Static<typeof GoldAdjustmentPage>;
