import { Type, type Static } from 'typebox';
import { ChainVerification } from '../entities/news';
import { Nullable } from '../schema-kit';
import { ConsoleUser } from './entities-users';

// The 专家 area (issue 27 §2 "Experts and tips"): who is an expert, their record and chain, their tips' hidden state.

/** An expert as staff see them. A revoked expert keeps their profile, tips and chain; only new tips are refused. */
export const ConsoleExpert = Type.Object({
  userId: Type.Integer(),
  name: Type.String(),
  headUrl: Type.String(),
  state: Type.Union([Type.Literal('active'), Type.Literal('revoked')]),
  /** When the profile was first made (granted, or seeded). */
  grantedAt: Type.Integer(),
  revokedAt: Nullable(Type.Integer()),
  revokedReason: Nullable(Type.String()),
  /** Tips in the chain, hidden ones included. */
  tips: Type.Integer(),
  hiddenTips: Type.Integer(),
});
export type ConsoleExpert = Static<typeof ConsoleExpert>;

/** The search answer: experts whose name or uid matches, and fans (no expert profile) who could be granted the role. */
export const ConsoleExpertSearch = Type.Object({
  experts: Type.Array(ConsoleExpert),
  fans: Type.Array(ConsoleUser),
});
export type ConsoleExpertSearch = Static<typeof ConsoleExpertSearch>;

/** One tip as staff see it: never its paid content, which nobody edits here. */
export const ConsoleTip = Type.Object({
  id: Type.Integer(),
  /** 1-based place in the expert's chain. */
  chainSeq: Type.Integer(),
  title: Type.String(),
  price: Type.Integer(),
  publishedAt: Type.Integer(),
  /** win, lose, draw, half_win, half_lose, cancel; null until settled. */
  result: Nullable(Type.String()),
  hash: Type.String(),
  hiddenAt: Nullable(Type.Integer()),
  hiddenReason: Nullable(Type.String()),
  /** Fans who bought it: they keep reading it when it is hidden. */
  buyers: Type.Integer(),
});
export type ConsoleTip = Static<typeof ConsoleTip>;

/** An expert's record as fans' pages show it (hidden tips count: hiding a tip never launders a record). */
export const ConsoleExpertFigures = Type.Object({
  settledSession: Type.Integer(),
  hitSession: Type.Integer(),
  hitPercents: Type.Number(),
  tenHistory: Type.Array(Type.Integer()),
  yieldRate: Type.Number(),
  yieldSample: Type.Integer(),
  profitUnits: Type.Number(),
});
export type ConsoleExpertFigures = Static<typeof ConsoleExpertFigures>;

/** An expert's page in the console: who, the record, the chain as fans' verify answers it, a page of tips. */
export const ConsoleExpertRecord = Type.Object({
  expert: ConsoleExpert,
  figures: ConsoleExpertFigures,
  chain: ChainVerification,
  tips: Type.Object({ list: Type.Array(ConsoleTip), total: Type.Integer() }),
});
export type ConsoleExpertRecord = Static<typeof ConsoleExpertRecord>;
