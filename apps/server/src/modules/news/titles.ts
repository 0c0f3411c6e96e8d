import type { UserTitle } from '@sport/contract';

/**
 * Every user title (user/title/list/all). SPEC names the call and a user's `userTitle` only; the catalogue is
 * ours and fixed, so it lives here rather than in a table nobody edits. Level 1 is the lowest.
 */
export const USER_TITLES: readonly UserTitle[] = [
  { id: 1, title: '新手球迷', icon: '', level: 1 },
  { id: 2, title: '资深球迷', icon: '', level: 2 },
  { id: 3, title: '竞猜达人', icon: '', level: 3 },
  { id: 4, title: '红单高手', icon: '', level: 4 },
  { id: 5, title: '金牌专家', icon: '', level: 5 },
  { id: 6, title: '传奇名宿', icon: '', level: 6 },
];
