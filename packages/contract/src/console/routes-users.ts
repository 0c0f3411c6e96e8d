import { Type } from 'typebox';
import { Id, Int, NonEmptyText } from '../schema-kit';
import { defineConsoleRoute } from './route';
import type { StaffRole } from './roles';
import { Page } from './entities';
import {
  ConsoleUser,
  ConsoleUserDetail,
  GOLD_ADJUST_MAX,
  GoldAdjustment,
  GoldAdjustmentPage,
  GoldDirection,
  GoldAdjustmentState,
  LedgerPage,
} from './entities-users';

/**
 * Who looks fans up: 运营 answers their questions, 审核 checks whom it bans, 财务 whose gold it moves. 赛事 and
 * 管理员 have no business with a fan's account.
 */
const USER_LOOKUP: readonly StaffRole[] = ['operator', 'moderator', 'finance'];
/** A fan's ledger is money: 财务, and 运营 answering "where did my gold go". */
const LEDGER_READERS: readonly StaffRole[] = ['operator', 'finance'];
/** Ending a fan's sessions (a stolen account, abuse): 运营 and 审核. */
const SESSION_ENDERS: readonly StaffRole[] = ['operator', 'moderator'];
/** Moving gold is 财务's alone. */
const FINANCE: readonly StaffRole[] = ['finance'];

const Reason = NonEmptyText(500);
/** Made by the page once per adjustment form: a double click or a retry sends the same key and moves gold once. */
const IdempotencyKey = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' });

/** The console's §2 "Users" calls (issue 27); spread into consoleRoutes. */
export const consoleUserRoutes = {
  usersSearch: defineConsoleRoute({
    method: 'GET',
    path: '/console/api/users/search',
    roles: USER_LOOKUP,
    request: Type.Object({ q: NonEmptyText(64) }),
    response: Type.Object({ list: Type.Array(ConsoleUser) }),
    summary: 'Finds fans by uid, or by a part of the username or nickname (prefix matches first); at most 20',
  }),
  userDetail: defineConsoleRoute({
    method: 'GET',
    path: '/console/api/users/detail',
    roles: USER_LOOKUP,
    request: Type.Object({ userId: Id() }),
    response: ConsoleUserDetail,
    summary: 'A fan with their sessions, bans (running and past) and wallet balance',
  }),
  userLedger: defineConsoleRoute({
    method: 'GET',
    path: '/console/api/users/ledger',
    roles: LEDGER_READERS,
    request: Type.Object({ userId: Id(), ...Page }),
    response: LedgerPage,
    summary: 'A fan’s gold ledger, newest first',
  }),
  userEndSessions: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/users/sessions/end',
    roles: SESSION_ENDERS,
    request: Type.Object({ userId: Id(), sessionId: Type.Optional(Id()), reason: Reason }),
    response: Type.Object({ ended: Type.Integer() }),
    summary: 'Ends one live session of a fan, or all of them without sessionId: the next call with its token is refused',
  }),
  goldAdjust: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/gold/adjust',
    roles: FINANCE,
    request: Type.Object({
      userId: Id(),
      direction: GoldDirection,
      amount: Int({ minimum: 1, maximum: GOLD_ADJUST_MAX }),
      reason: Reason,
      idempotencyKey: IdempotencyKey,
    }),
    response: GoldAdjustment,
    summary:
      'Adds or takes gold through the ledger (never below 0); over GOLD_ADJUST_TWO_PERSON_THRESHOLD only proposed',
  }),
  goldProposals: defineConsoleRoute({
    method: 'GET',
    path: '/console/api/gold/proposals',
    roles: FINANCE,
    request: Type.Object({ state: Type.Optional(GoldAdjustmentState), userId: Type.Optional(Id()), ...Page }),
    response: GoldAdjustmentPage,
    summary: 'Gold adjustments, newest first: by default the pending proposals waiting for a second 财务',
  }),
  goldApprove: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/gold/approve',
    roles: FINANCE,
    request: Type.Object({ id: Id(), reason: Reason }),
    response: GoldAdjustment,
    summary: 'A second 财务 (never the proposer) approves a pending proposal: the gold moves now',
  }),
  goldReject: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/gold/reject',
    roles: FINANCE,
    request: Type.Object({ id: Id(), reason: Reason }),
    response: GoldAdjustment,
    summary: 'A 财务 turns a pending proposal down (the proposer may withdraw their own): nothing moves',
  }),
};
