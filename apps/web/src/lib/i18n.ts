import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import zhCN from '../locales/zh-CN.json';
import { STORAGE_KEYS, storage } from './storage';

/** ARCHITECTURE §6: Chinese first; zh-TW and en load on demand so the first route carries one language. */
export const LANGUAGES = ['zh-CN', 'zh-TW', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE = 'zh-CN' satisfies Language;

const loaders: Record<Exclude<Language, 'zh-CN'>, () => Promise<{ default: Record<string, unknown> }>> = {
  'zh-TW': () => import('../locales/zh-TW.json'),
  en: () => import('../locales/en.json'),
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  resources: { [DEFAULT_LANGUAGE]: { translation: zhCN } },
  // resources are in memory, so `t` works right after import
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export const t = i18n.t.bind(i18n);

/** Switches the UI language, loading its texts first; remembered in localStorage. */
export async function setLanguage(language: Language): Promise<void> {
  if (language !== DEFAULT_LANGUAGE && !i18n.hasResourceBundle(language, 'translation')) {
    const texts = await loaders[language]();
    i18n.addResourceBundle(language, 'translation', texts.default, true, true);
  }
  await i18n.changeLanguage(language);
  storage.set(STORAGE_KEYS.language, language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Applies the stored language (multilingual mode only; otherwise the app stays in zh-CN). */
export async function restoreLanguage(): Promise<void> {
  const stored = storage.get(STORAGE_KEYS.language);
  if (isLanguage(stored) && stored !== i18n.language) await setLanguage(stored);
}
