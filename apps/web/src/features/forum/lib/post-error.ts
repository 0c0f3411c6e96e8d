import { Code, FORUM_TITLE_MAX, FORUM_TITLE_MIN, POST_CONTENT_MAX } from '@sport/contract';
import { errorText } from '../../../lib/error-text';
import { ApiError } from '../../../lib/http';
import { t } from '../../../lib/i18n';

const hasChinese = (text: string) => /[\u4e00-\u9fff]/.test(text);

/**
 * Why the server refused a thread or reply, in Chinese: too fast says the server's own words (发帖太频繁，请N秒后再试)
 * when it sent them, a 422 names what to fix by the field it named; anything else as every call says it.
 */
export function postErrorText(error: unknown): string {
  if (error instanceof ApiError && error.code === Code.TooMany)
    return hasChinese(error.msg) ? error.msg : t('forum.tooFast');
  if (error instanceof ApiError && error.code === Code.Invalid) {
    if (hasChinese(error.msg)) return error.msg;
    if (/title/i.test(error.msg)) return t('forum.invalidTitle', { min: FORUM_TITLE_MIN, max: FORUM_TITLE_MAX });
    if (/photo/i.test(error.msg)) return t('forum.invalidPhoto');
    if (/body|content/i.test(error.msg)) return t('forum.invalidBody', { max: POST_CONTENT_MAX });
    return t('forum.invalid');
  }
  return errorText(error);
}
