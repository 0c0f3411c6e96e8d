import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, i18n, restoreLanguage, setLanguage, t } from './i18n';
import { STORAGE_KEYS, storage } from './storage';

afterEach(async () => {
  await setLanguage(DEFAULT_LANGUAGE);
});

describe('i18n', () => {
  it('starts in zh-CN with its texts ready at import', () => {
    expect(i18n.language).toBe('zh-CN');
    expect(t('forum.unavailable')).toBe('页面暂时无法访问，请稍后重试');
  });

  it('loads zh-TW and en on demand and remembers the choice', async () => {
    await setLanguage('zh-TW');
    expect(t('common.retry')).toBe('重試');
    expect(document.documentElement.lang).toBe('zh-TW');

    await setLanguage('en');
    expect(t('common.retry')).toBe('Retry');
    expect(storage.get(STORAGE_KEYS.language)).toBe('en');
  });

  it('restores a stored language and ignores an unknown one', async () => {
    storage.set(STORAGE_KEYS.language, 'fr');
    await restoreLanguage();
    expect(i18n.language).toBe('zh-CN');

    storage.set(STORAGE_KEYS.language, 'en');
    await restoreLanguage();
    expect(i18n.language).toBe('en');
  });
});
