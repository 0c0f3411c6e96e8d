import { isMatchNotStarted } from '@sport/contract';
import type { ConsoleMatch, ConsoleRouteDef, StaffRole } from '@sport/contract/console';

/** Whether a staff member with these roles may call the route: the page shows only what the server admits. */
export const mayUse = (def: ConsoleRouteDef, roles: readonly StaffRole[]): boolean =>
  def.roles !== 'public' && roles.some((role) => def.roles.includes(role));

export const time = (ms: number): string =>
  new Date(ms).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });

/** After a match's time: the record gives only its day, so the time is a slot the league plays until it starts. */
export const kickoffTbdNote = (m: Pick<ConsoleMatch, 'sportId' | 'kickoffTimeTbd' | 'state'>): string =>
  m.kickoffTimeTbd && isMatchNotStarted(m.sportId, m.state.statusId) ? '（时间待定，暂按联赛常规时段）' : '';

/** A fresh idempotency key for one form: works over plain http too (randomUUID needs a secure context). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
