import { describe, expect, it } from 'vitest';

type Texts = { [key: string]: string | readonly string[] | Texts };

/** Every locale file of the app, its features and shared pieces, by folder: `../locales`, `../features/football/locales`, … */
const files = import.meta.glob<Texts>(['../locales/*.json', '../features/*/locales/*.json', '../components/*/locales/*.json'], {
  eager: true,
  import: 'default',
});

function keysOf(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' || Array.isArray(value) ? [`${prefix}${key}`] : keysOf(value as Texts, `${prefix}${key}.`),
  );
}

const folders = [...new Set(Object.keys(files).map((path) => path.slice(0, path.lastIndexOf('/'))))];

describe('locale files', () => {
  it('are found for the app and for the features that keep their own', () => {
    expect(folders).toContain('../locales');
    expect(folders).toContain('../features/football/locales');
  });

  it.each(folders)('%s: zh-TW and en hold exactly the keys of zh-CN', (folder) => {
    const zhCN = files[`${folder}/zh-CN.json`];
    expect(zhCN, `${folder}/zh-CN.json`).toBeDefined();
    const expected = keysOf(zhCN ?? {}).sort();
    for (const language of ['zh-TW', 'en']) {
      const texts = files[`${folder}/${language}.json`];
      expect(texts, `${folder}/${language}.json`).toBeDefined();
      expect(keysOf(texts ?? {}).sort(), `${folder}/${language}.json`).toEqual(expected);
    }
  });
});
