import type { BannerView, CommonConfigView, FilteredWordList, StaffMe, ThresholdsView } from '@sport/contract/console';
import type { Db } from '../../db/client';
import type { SettingsService } from '../settings/service';
import type { SystemService } from '../system/service';
import type { AuditService } from './audit-service';

type BannerInput = Parameters<SystemService['banners']['create']>[1];

export interface ConsoleContentDeps {
  db: Db;
  audit: AuditService;
  banners: SystemService['banners'];
  settings: SettingsService;
}

/** Only the keys given (a partial change), without the audit note. */
const given = <T extends object>(input: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(input).filter(([key, value]) => key !== 'reason' && value !== undefined),
  ) as Partial<T>;

/**
 * The 内容 area (issue 27 §2): banners through the system module, the word filter, the thresholds and the common
 * config through the settings module, each change with its audit entry in the same transaction. Once it has
 * committed, the owning module announces it and every node drops what it cached.
 */
export function createConsoleContent({ db, audit, banners, settings }: ConsoleContentDeps) {
  const bannerEntry = (action: string, before: BannerView | null, after: BannerView, reason = '') => ({
    action,
    targetType: 'banner',
    targetId: after.id,
    before,
    after,
    reason,
  });

  /** A settings change: written and audited in one transaction, then announced to every node. */
  async function changeSettings<V>(
    by: StaffMe,
    entry: { action: string; targetId: string; reason: string },
    write: (tx: Db) => Promise<{ before: unknown; after: unknown }>,
    answer: () => Promise<V>,
  ): Promise<V> {
    await db.transaction(async (tx) => {
      const { before, after } = await write(tx);
      await audit.append(tx, by, { ...entry, targetType: 'settings', before, after });
    });
    await settings.changed();
    return answer();
  }

  /** A word added or removed: the word is the entry's target, its state before and after. */
  const wordChange = (tx: Db, word: string, change: (tx: Db) => Promise<void>, adding: boolean) =>
    change(tx).then(() => (adding ? { before: null, after: { word } } : { before: { word }, after: null }));

  return {
    banners: async (categoryId?: number) => ({ list: await banners.list(categoryId) }),
    bannerImage: (data: string) => banners.storeImage(data),

    async bannerCreate(by: StaffMe, input: BannerInput & { reason?: string }): Promise<BannerView> {
      const made = await db.transaction(async (tx) => {
        const view = await banners.create(tx, input);
        await audit.append(tx, by, bannerEntry('banner.create', null, view, input.reason));
        return view;
      });
      await banners.changed();
      return made;
    },

    async bannerEdit(by: StaffMe, input: BannerInput & { id: number; reason?: string }): Promise<BannerView> {
      const after = await db.transaction(async (tx) => {
        const change = await banners.edit(tx, input.id, input);
        await audit.append(tx, by, bannerEntry('banner.edit', change.before, change.after, input.reason));
        return change.after;
      });
      await banners.changed();
      return after;
    },

    async bannerRetire(by: StaffMe, input: { id: number; reason: string }): Promise<BannerView> {
      const after = await db.transaction(async (tx) => {
        const change = await banners.retire(tx, input.id, by.name, input.reason);
        await audit.append(tx, by, bannerEntry('banner.retire', change.before, change.after, input.reason));
        return change.after;
      });
      await banners.changed();
      return after;
    },

    config: (): Promise<CommonConfigView> => settings.commonConfig(),
    setConfig: (by: StaffMe, input: Partial<CommonConfigView> & { reason?: string }): Promise<CommonConfigView> =>
      changeSettings(
        by,
        { action: 'config.set', targetId: 'commonConfig', reason: input.reason ?? '' },
        (tx) => settings.setCommonConfig(tx, given(input), by.name),
        settings.commonConfig,
      ),

    words: (): Promise<FilteredWordList> => settings.wordList(),
    addWord: (by: StaffMe, input: { word: string; reason?: string }): Promise<FilteredWordList> => {
      const word = input.word.trim();
      return changeSettings(
        by,
        { action: 'word.add', targetId: word, reason: input.reason ?? '' },
        (tx) => wordChange(tx, word, (t) => settings.addWord(t, word, by.name), true),
        settings.wordList,
      );
    },
    removeWord: (by: StaffMe, input: { word: string; reason: string }): Promise<FilteredWordList> => {
      const word = input.word.trim();
      return changeSettings(
        by,
        { action: 'word.remove', targetId: word, reason: input.reason },
        (tx) => wordChange(tx, word, (t) => settings.removeWord(t, word, by.name, input.reason), false),
        settings.wordList,
      );
    },

    thresholds: (): Promise<ThresholdsView> => settings.thresholds(),
    setThresholds: (by: StaffMe, input: Partial<ThresholdsView> & { reason?: string }): Promise<ThresholdsView> =>
      changeSettings(
        by,
        { action: 'thresholds.set', targetId: 'thresholds', reason: input.reason ?? '' },
        (tx) => settings.setThresholds(tx, given(input), by.name),
        settings.thresholds,
      ),
  };
}
