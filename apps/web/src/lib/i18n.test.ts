import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LANGUAGE, i18n, registerTexts, restoreLanguage, setLanguage, t, tList } from './i18n';
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

  it('reads a registered feature section in every language, loading it when the language changes', async () => {
    registerTexts('sampleFeature', {
      'zh-CN': { title: '赛事', items: ['一', '二'] },
      'zh-TW': () => Promise.resolve({ default: { title: '賽事' } }),
      en: () => Promise.resolve({ default: { title: 'Matches' } }),
    });
    expect(t('sampleFeature.title')).toBe('赛事');
    expect(tList('sampleFeature.items')).toEqual(['一', '二']);

    await setLanguage('en');
    expect(t('sampleFeature.title')).toBe('Matches');
    // missing in en: zh-CN's
    expect(tList('sampleFeature.items')).toEqual(['一', '二']);
    // the app's own texts are untouched by the section
    expect(t('common.retry')).toBe('Retry');
  });

  it('loads a section registered while another language is on, and re-renders its readers', async () => {
    await setLanguage('zh-TW');
    let resolve: (texts: { default: { title: string } }) => void = () => undefined;
    registerTexts('lateFeature', {
      'zh-CN': { title: '球队' },
      'zh-TW': () => new Promise((r) => (resolve = r)),
      en: () => Promise.resolve({ default: { title: 'Team' } }),
    });
    expect(t('lateFeature.title')).toBe('球队');
    resolve({ default: { title: '球隊' } });
    await vi.waitFor(() => expect(t('lateFeature.title')).toBe('球隊'));
  });
});
