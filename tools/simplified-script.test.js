// One script per language. zh-CN is simplified Chinese throughout (SPEC §4 writes 東部排名; the app must show
// 东部排名): no traditional-only character in the sources a zh-CN user reads from: the web app, the server's messages
// and data, the contract. And zh-TW's locale files, the one place traditional Chinese belongs, hold no simplified one.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRADITIONAL_TO_SIMPLIFIED } from './traditional-chars.js';

const root = resolve(import.meta.dirname, '..');
const SCANNED = ['apps/web/src', 'apps/server/src', 'packages/contract/src'];
const TEXT_FILE = /\.(ts|tsx|json)$/;
// zh-TW is where traditional Chinese belongs: its locale files, and the i18n test that loads one.
const TRADITIONAL_ON_PURPOSE = [/(^|\/)zh-TW\.json$/, /^apps\/web\/src\/lib\/i18n\.test\.ts$/];

/** Every traditional-only character of a text, with the simplified one to write instead. */
function traditionalIn(text) {
  return [...text].flatMap((char) => {
    const simplified = TRADITIONAL_TO_SIMPLIFIED.get(char);
    return simplified ? [`${char} → ${simplified}`] : [];
  });
}

/** Simplified characters that are also everyday traditional ones (台, 里, 面, 只 …): not a slip in zh-TW. */
const ALSO_TRADITIONAL = new Set('台里面松才只干系表胡回谷向姜卷丑制周注板占余于征冲范几斗朴叶云丰准厘咸泄喂启');
/** Simplified → the first traditional form listed (发 → 發, not 髮). */
const SIMPLIFIED_TO_TRADITIONAL = new Map();
for (const [traditional, simplified] of TRADITIONAL_TO_SIMPLIFIED) {
  if (!ALSO_TRADITIONAL.has(simplified) && !SIMPLIFIED_TO_TRADITIONAL.has(simplified)) SIMPLIFIED_TO_TRADITIONAL.set(simplified, traditional);
}

/** Every simplified-only character of a zh-TW text, with the traditional one to write instead. */
function simplifiedIn(text) {
  return [...text].flatMap((char) => {
    const traditional = SIMPLIFIED_TO_TRADITIONAL.get(char);
    return traditional ? [`${char} → ${traditional}`] : [];
  });
}

function hitsIn(files, finder) {
  return files.flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => {
        const found = finder(line);
        return found.length > 0 ? [`${file}:${i + 1}: write ${found.join(', ')} in “${line.trim().slice(0, 80)}”`] : [];
      }),
  );
}

function filesUnder(dir) {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !file.includes('node_modules') && !TRADITIONAL_ON_PURPOSE.some((re) => re.test(file)));
}

describe('simplified Chinese in zh-CN', () => {
  it('tells a traditional character from its simplified one', () => {
    expect(traditionalIn('東部排名 西部排名')).toEqual(['東 → 东']);
    expect(traditionalIn('东部排名：球隊積分')).toEqual(['隊 → 队', '積 → 积']);
    expect(traditionalIn('著名的乾坤')).toEqual([]);
    // a pair maps to a character that is not itself listed as traditional
    for (const simplified of TRADITIONAL_TO_SIMPLIFIED.values()) expect(TRADITIONAL_TO_SIMPLIFIED.has(simplified)).toBe(false);
    expect(TRADITIONAL_TO_SIMPLIFIED.size).toBeGreaterThan(300);
    expect(simplifiedIn('註冊并登入，用戶主页')).toEqual(['并 → 並', '页 → 頁']);
    expect(simplifiedIn('台北 100 公里')).toEqual([]);
    expect(simplifiedIn('发布')).toEqual(['发 → 發']);
  });

  it('has no traditional-only character in the web app, the server or the contract', () => {
    const files = SCANNED.flatMap(filesUnder);
    expect(files.length).toBeGreaterThan(300);
    const hits = hitsIn(files, traditionalIn);
    expect(hits).toEqual([]);
  });

  it('has no simplified-only character in the zh-TW locale files', () => {
    const files = SCANNED.flatMap((dir) =>
      readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile() && entry.name === 'zh-TW.json')
        .map((entry) => relative(root, join(entry.parentPath, entry.name))),
    );
    expect(files.length).toBeGreaterThan(5);
    expect(hitsIn(files, simplifiedIn)).toEqual([]);
  });
});
