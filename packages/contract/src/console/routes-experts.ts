import { Type } from 'typebox';
import { Id, NonEmptyText, Text } from '../schema-kit';
import { ConsoleExpert, ConsoleExpertRecord, ConsoleExpertSearch, ConsoleTip } from './entities-experts';
import { Page } from './entities';
import { defineConsoleRoute } from './route';

/**
 * 运营 (operator) only. Who may publish tips and which tips fans see is content, the operator's area; 审核
 * (moderator) decides on what fans report and post (comments, threads, chat), which a tip is not: an expert's tip is
 * never edited, at most hidden, and that is a content decision. 管理员 manages staff and keys, not content.
 */
const CONTENT = ['operator'] as const;

const ExpertAction = Type.Object({ userId: Id(), reason: NonEmptyText(500) });
const TipAction = Type.Object({ tipId: Id(), reason: NonEmptyText(500) });

export const consoleExpertRoutes = {
  expertsSearch: defineConsoleRoute({
    method: 'GET',
    path: '/console/api/experts',
    roles: CONTENT,
    request: Type.Object({ q: Type.Optional(Text(64)) }),
    response: ConsoleExpertSearch,
    summary: 'Experts by name or uid (every expert with no text, active first), and fans matching it who could be granted',
  }),
  expertGrant: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/experts/grant',
    roles: CONTENT,
    request: ExpertAction,
    response: ConsoleExpert,
    summary: 'Makes a fan an expert (or restores a revoked one): they may publish tips and appear in the expert lists',
  }),
  expertRevoke: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/experts/revoke',
    roles: CONTENT,
    request: ExpertAction,
    response: ConsoleExpert,
    summary: 'Revokes the expert role: no new tips, out of the expert lists; their page, tips, chain and sales stay',
  }),
  expertRecord: defineConsoleRoute({
    method: 'GET',
    path: '/console/api/experts/record',
    roles: CONTENT,
    request: Type.Object({ userId: Id(), ...Page }),
    response: ConsoleExpertRecord,
    summary: 'An expert: their record, their chain verified as fans see it, their tips newest first with hidden ones',
  }),
  tipHide: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/experts/tips/hide',
    roles: CONTENT,
    request: TipAction,
    response: ConsoleTip,
    summary: 'Hides a tip from fans (never edits it: its hash stays in the chain, buyers keep reading it)',
  }),
  tipUnhide: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/experts/tips/unhide',
    roles: CONTENT,
    request: TipAction,
    response: ConsoleTip,
    summary: 'Shows a hidden tip to fans again',
  }),
};
