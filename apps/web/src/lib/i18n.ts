import { useSyncExternalStore } from 'react';
import zhCN from '../locales/zh-CN.json';
import { STORAGE_KEYS, storage } from './storage';

/**
 * The app's texts (decision 006: our own lookup instead of i18next, which cost 15% of the first route's budget).
 * Keys are dot paths into src/locales/<lng>.json; `{{name}}` is replaced from `vars`. zh-CN ships with the
 * entry; zh-TW and en load on demand, and a key missing there falls back to zh-CN.
 */
export const LANGUAGES = ['zh-CN', 'zh-TW', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE = 'zh-CN' satisfies Language;

interface Texts {
  [key: string]: string | readonly string[] | Texts;
}
type Node = Texts[string];
export type TextVars = Readonly<Record<string, string | number>>;

const loaders: Record<Exclude<Language, 'zh-CN'>, () => Promise<{ default: Texts }>> = {
  'zh-TW': () => import('../locales/zh-TW.json'),
  en: () => import('../locales/en.json'),
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

const bundles = new Map<Language, Texts>([[DEFAULT_LANGUAGE, zhCN]]);
let current: Language = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();

function find(texts: Texts | undefined, key: string): Node | undefined {
  let node: Node | undefined = texts;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string' || Array.isArray(node)) return undefined;
    node = (node as Texts)[part];
  }
  return node;
}

function lookup(texts: Texts | undefined, key: string): string | undefined {
  const node = find(texts, key);
  return typeof node === 'string' ? node : undefined;
}

const isList = (node: Node | undefined): node is readonly string[] => Array.isArray(node);

/** The text of `key` in the current language (zh-CN when missing there; the key itself when missing everywhere). */
export function t(key: string, vars?: TextVars): string {
  const text = lookup(bundles.get(current), key) ?? lookup(bundles.get(DEFAULT_LANGUAGE), key) ?? key;
  if (!vars) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}

/** A list of texts (a JSON array in the locale files), e.g. the items of a section. */
export function tList(key: string): readonly string[] {
  const own = find(bundles.get(current), key);
  if (isList(own)) return own;
  const fallback = find(bundles.get(DEFAULT_LANGUAGE), key);
  return isList(fallback) ? fallback : [];
}

export const i18n = {
  get language(): Language {
    return current;
  },
  t,
  tList,
};

/** Switches the UI language, loading its texts first; remembered in localStorage. */
export async function setLanguage(language: Language): Promise<void> {
  if (language !== DEFAULT_LANGUAGE && !bundles.has(language)) {
    bundles.set(language, (await loaders[language]()).default);
  }
  storage.set(STORAGE_KEYS.language, language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (language === current) return;
  current = language;
  for (const listener of listeners) listener();
}

/** Applies the stored language (multilingual mode only; otherwise the app stays in zh-CN). */
export async function restoreLanguage(): Promise<void> {
  const stored = storage.get(STORAGE_KEYS.language);
  if (isLanguage(stored) && stored !== current) await setLanguage(stored);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getLanguage = () => current;

/** For components: `const { t } = useTranslation()`; the component re-renders when the language changes. */
export function useTranslation(): { t: typeof t; tList: typeof tList; language: Language } {
  const language = useSyncExternalStore(subscribe, getLanguage, getLanguage);
  return { t, tList, language };
}
