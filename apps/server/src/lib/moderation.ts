import type { ModerationItem, ModerationState } from '@sport/contract/console';
import { REPORT_CATEGORIES } from './report-categories';

/**
 * The moderation decisions the news comments and the forum both take (issue 27), in one shape so the console
 * treats a comment, a thread and a reply alike. What an item was and became is its `ItemState` (audit log).
 */
export type ModerationDecisionKind = 'restore' | 'remove';

export interface ItemState {
  state: ModerationState;
  reportCount: number;
  removalReason: string;
}

export interface ModerationOutcome {
  before: ItemState;
  after: ItemState;
  item: ModerationItem;
  /**
   * What the decision tells others (room chat's push that a line is gone), for the caller to run once the
   * transaction holding the decision has committed: told inside it, readers would act on a change a failed
   * audit entry can still roll back.
   */
  announce?: () => void;
}

export interface ReportRow {
  targetId: number;
  userId: number;
  categoryId: number;
  content: string;
  createdAt: Date;
}

/** What a stored row's moderation columns say it is. */
export function stateOf(row: {
  hidden: boolean;
  removedAt: Date | null;
  reviewedAt: Date | null;
  reportCount: number;
}): ModerationState {
  if (row.removedAt) return 'removed';
  if (row.hidden) return 'hidden';
  if (row.reportCount > 0 && !row.reviewedAt) return 'reported';
  return 'shown';
}

export const itemStateOf = (item: ModerationItem): ItemState => ({
  state: item.state,
  reportCount: item.reportCount,
  removalReason: item.removalReason,
});

/** A decision's outcome from the item's view before and after it (both read in the decision's transaction). */
export function outcomeOf(before: ModerationItem | undefined, after: ModerationItem | undefined): ModerationOutcome {
  if (!before || !after) throw new Error('moderated item has no view');
  return { before: itemStateOf(before), after: itemStateOf(after), item: after };
}

const categoryName = (id: number): string => REPORT_CATEGORIES.find((c) => c.id === id)?.name ?? '其他';

/** A target's reports as the queue shows them, by target id. */
export function reportsByTarget(rows: readonly ReportRow[]): Map<number, ModerationItem['reports']> {
  const by = new Map<number, ModerationItem['reports']>();
  for (const row of rows) {
    const list = by.get(row.targetId) ?? [];
    list.push({
      userId: row.userId,
      categoryId: row.categoryId,
      categoryName: categoryName(row.categoryId),
      content: row.content,
      createdAt: row.createdAt.getTime(),
    });
    by.set(row.targetId, list);
  }
  return by;
}

/** How many items the queue answers per kind (oldest hidden first would starve new ones: newest first). */
export const QUEUE_LIMIT = 100;
