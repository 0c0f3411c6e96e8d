/**
 * The part of an envelope `msg` written for a person, or null when it is for developers. The server words a
 * refusal the user can act on in Chinese ("您已举报过该评论", "比赛已开赛，不能再发布推荐"), after the name of the
 * field it concerns when there is one ("content: 发言太频繁，请5秒后再试"); what only a developer can act on
 * stays English ("host not found", "page: must be ≥ 1", "too many requests, retry in 3 s"). A client shows
 * the first and its own text for the code instead of the second.
 */
export function userMessageOf(msg: string): string | null {
  const text = msg.replace(/^[A-Za-z][\w.]*:\s*/, '');
  return /\p{Script=Han}/u.test(text) && !/[A-Za-z]/.test(text) ? text : null;
}
