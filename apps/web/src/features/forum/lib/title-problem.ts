import { FORUM_TITLE_MAX, FORUM_TITLE_MIN, postLength } from '@sport/contract';
import { t } from '../../../lib/i18n';

/** Why a thread's title cannot be posted (the contract's 4–40 characters after trimming); null when it can. */
export function titleProblem(title: string): string | null {
  const length = postLength(title);
  if (length < FORUM_TITLE_MIN) return t('forum.titleShort', { min: FORUM_TITLE_MIN });
  if (length > FORUM_TITLE_MAX) return t('forum.titleLong', { max: FORUM_TITLE_MAX });
  return null;
}
