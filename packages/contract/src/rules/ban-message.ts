import { CHINA_OFFSET_MS } from './china-time';

const two = (n: number): string => String(n).padStart(2, '0');

/**
 * What a banned user is told when a post, comment or reply is refused (Code.UserBanned): until when, in China
 * time to the minute, and why.
 */
export function banMessage(until: number, reason: string): string {
  const at = new Date(until + CHINA_OFFSET_MS);
  const when = `${at.getUTCFullYear()}年${at.getUTCMonth() + 1}月${at.getUTCDate()}日 ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`;
  return `你已被禁言至${when}（北京时间），原因：${reason}`;
}
