/**
 * Words masked in what users post (tip comments, forum threads and replies). The list is configuration
 * (FILTERED_WORDS), not code: operators change it without a release. Masking, not refusing: the post still
 * reads, and the writer is not taught which spelling slips through.
 */
export const DEFAULT_FILTERED_WORDS = ['傻逼', '操你', '代开发票', '赌博网站', '加微信'] as const;

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each listed word, in any letter case, replaced by one `*` per character. */
export function maskWords(text: string, words: readonly string[]): string {
  const listed = words.map((word) => word.trim()).filter(Boolean);
  if (listed.length === 0) return text;
  // Longest first, so a word containing another is masked whole.
  const pattern = new RegExp(listed.sort((a, b) => b.length - a.length).map(escape).join('|'), 'giu');
  return text.replace(pattern, (found) => '*'.repeat([...found].length));
}
