import { useSyncExternalStore } from 'react';
import zhCN from '../locales/zh-CN.json';
import { STORAGE_KEYS, storage } from './storage';

/**
 * The app's texts (decision 006: our own lookup instead of i18next, which cost 15% of the first route's budget).
 * Keys are dot paths into src/locales/<lng>.json; `{{name}}` is replaced from `vars`. zh-CN ships with the
 * entry; zh-TW and en load on demand, and a key missing there falls back to zh-CN.
 * A feature whose pages are not on the first screen keeps its texts beside it and registers them as one
 * section (registerTexts, decision 017): they load with its route chunk, not with the entry.
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

type Loader = () => Promise<{ default: Texts }>;
/** A feature's texts: zh-CN at hand (it ships in the feature's chunk), the others loaded when needed. */
export type SectionTexts = { 'zh-CN': Texts } & Record<Exclude<Language, 'zh-CN'>, Loader>;

interface Section {
  name: string;
  source: SectionTexts;
  /** Per language, the section's texts under its name, so keys look up as in the app's texts. */
  loaded: Map<Language, Texts>;
}
/** Registered feature sections by their key's first segment ('football' for 'football.tabs.schedule'). */
const sections = new Map<string, Section>();

async function loadSection(section: Section, language: Language): Promise<void> {
  if (language === DEFAULT_LANGUAGE || section.loaded.has(language)) return;
  section.loaded.set(language, { [section.name]: (await section.source[language]()).default });
}

const notify = () => {
  for (const listener of listeners) listener();
};

/**
 * Adds a feature's texts under `name` (its keys read `name.…`). Called once at the top of the feature's
 * texts module, which its route files import; in zh-TW or en the section's file loads and the UI re-renders.
 */
export function registerTexts(name: string, source: SectionTexts): void {
  if (sections.has(name)) return;
  const section: Section = { name, source, loaded: new Map([[DEFAULT_LANGUAGE, { [name]: source['zh-CN'] }]]) };
  sections.set(name, section);
  if (current !== DEFAULT_LANGUAGE) void loadSection(section, current).then(notify, () => undefined);
}

/** The texts a key is looked up in for a language: its feature section's, or the app's. */
function textsFor(key: string, language: Language): Texts | undefined {
  const dot = key.indexOf('.');
  const section = dot > 0 ? sections.get(key.slice(0, dot)) : undefined;
  return section ? section.loaded.get(language) : bundles.get(language);
}

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
  const text = lookup(textsFor(key, current), key) ?? lookup(textsFor(key, DEFAULT_LANGUAGE), key) ?? key;
  if (!vars) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}

/** A list of texts (a JSON array in the locale files), e.g. the items of a section. */
export function tList(key: string): readonly string[] {
  const own = find(textsFor(key, current), key);
  if (isList(own)) return own;
  const fallback = find(textsFor(key, DEFAULT_LANGUAGE), key);
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
  await Promise.all([...sections.values()].map((section) => loadSection(section, language)));
  storage.set(STORAGE_KEYS.language, language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (language === current) return;
  current = language;
  notify();
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
