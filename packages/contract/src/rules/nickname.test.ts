import { describe, expect, it } from 'vitest';
import { isReservedNickname, nameKey, NICKNAME_BLANK_RULE, NICKNAME_CONTROL_RULE, nicknameProblem } from './nickname';

describe('nicknameProblem', () => {
  it('takes names in any script, with emoji and inner spaces', () => {
    for (const name of ['球迷小王', 'Messi 10', 'مشجع', '⚽ 看球', '李 娜']) expect(nicknameProblem(name)).toBeNull();
  });

  it.each([
    ['an RTL override', 'abc\u202Edcba'],
    ['a zero-width space', '官\u200B方'],
    ['a zero-width joiner', 'a\u200Db'],
    ['a byte order mark', '\uFEFFname'],
    ['a control character', 'tab\there'],
    ['a line separator', 'two\u2028lines'],
  ])('refuses %s', (_what, name) => {
    expect(nicknameProblem(name)).toBe(NICKNAME_CONTROL_RULE);
  });

  it('refuses a name of spaces only', () => {
    expect(nicknameProblem('  \u3000 ')).toBe(NICKNAME_BLANK_RULE);
  });
});

describe('isReservedNickname', () => {
  const experts = ['何金哨', 'Kick Master'];

  it('reserves staff names and the experts’ names, however they are spaced, cased or full-width', () => {
    for (const name of ['官方', ' 客 服 ', '管理员', '何金哨', '何 金 哨', 'kickmaster', 'ＫＩＣＫ　ＭＡＳＴＥＲ']) {
      expect(isReservedNickname(name, experts), name).toBe(true);
    }
  });

  it('leaves other names free, names that only contain a reserved one among them', () => {
    for (const name of ['官方球迷', '何金哨说球', 'Kick Masters', '小王']) {
      expect(isReservedNickname(name, experts), name).toBe(false);
    }
  });

  it('compares by NFKC, case fold and spaces removed', () => {
    expect(nameKey('Ｍｅｓｓｉ　１０')).toBe('messi10');
    expect(nameKey('STRASSE')).toBe(nameKey('straße'));
  });
});
