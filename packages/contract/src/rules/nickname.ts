/**
 * What a nickname may be: the server refuses the rest with a 422 naming the field and the rule, and a form can
 * check before sending, from these same rules.
 */

/** Staff names a user may not take (compared as `nameKey` compares), besides the experts' display names. */
export const RESERVED_STAFF_NAMES: readonly string[] = [
  '官方',
  '官方客服',
  '管理员',
  '管理',
  '客服',
  '系统',
  '系统消息',
  '系统通知',
  '运营',
  '小编',
  '站长',
];

export const NICKNAME_BLANK_RULE = '昵称不能为空';
export const NICKNAME_CONTROL_RULE = '昵称不能包含控制字符或不可见字符';
export const NICKNAME_RESERVED_RULE = '该昵称是专家或官方的名称，请换一个';

/**
 * Control and format characters (Unicode Cc, Cf: RTL overrides, zero-width spaces and joiners, BOM) and line or
 * paragraph separators: invisible, they reorder or hide what others read, so a name could pass for another.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** A name as people tell names apart: NFKC (full-width letters fold), case folded, without spaces or format characters. */
export const nameKey = (name: string): string =>
  name
    .normalize('NFKC')
    .toUpperCase()
    .toLowerCase()
    .replace(/[\s\p{Cf}]/gu, '');

/** Why `nickname` cannot be used on its own terms, in words for the user; null when it can. */
export function nicknameProblem(nickname: string): string | null {
  if (INVISIBLE.test(nickname)) return NICKNAME_CONTROL_RULE;
  if (nickname.trim() === '') return NICKNAME_BLANK_RULE;
  return null;
}

/** Whether `nickname` reads as a staff name or one of `expertNames` (an expert's display name). */
export function isReservedNickname(nickname: string, expertNames: Iterable<string>): boolean {
  const key = nameKey(nickname);
  for (const name of [...RESERVED_STAFF_NAMES, ...expertNames]) if (nameKey(name) === key) return true;
  return false;
}
