import type { NamePoolKey } from './name-pools';

/**
 * The one table from a country (as the world writes it: a national team's or a league's Chinese name, or a player's
 * nationality) to the name pool its players are drawn from. A team of a country missing here still gets one
 * coherent pool (DEFAULT_NAME_POOL), and the world test names the country to add.
 */
export const COUNTRY_NAME_POOLS: Readonly<Record<string, NamePoolKey>> = {
  // UEFA
  英格兰: 'english', 威尔士: 'english', 苏格兰: 'english', 北爱尔兰: 'english', 爱尔兰: 'english',
  西班牙: 'hispanic', 葡萄牙: 'portuguese', 法国: 'french', 意大利: 'italian',
  德国: 'german', 奥地利: 'german', 瑞士: 'german',
  荷兰: 'dutch', 比利时: 'dutch',
  丹麦: 'nordic', 瑞典: 'nordic', 挪威: 'nordic', 冰岛: 'nordic', 芬兰: 'nordic',
  克罗地亚: 'balkan', 塞尔维亚: 'balkan', 斯洛文尼亚: 'balkan', 波黑: 'balkan', 波斯尼亚和黑塞哥维那: 'balkan', 黑山: 'balkan', 北马其顿: 'balkan',
  波兰: 'polish', 捷克: 'czech', 斯洛伐克: 'czech', 乌克兰: 'ukrainian', 匈牙利: 'hungarian', 罗马尼亚: 'romanian',
  阿尔巴尼亚: 'albanian', 科索沃: 'albanian', 格鲁吉亚: 'georgian', 希腊: 'greek', 土耳其: 'turkish',
  // CONMEBOL
  阿根廷: 'hispanic', 乌拉圭: 'hispanic', 哥伦比亚: 'hispanic', 厄瓜多尔: 'hispanic', 巴拉圭: 'hispanic',
  智利: 'hispanic', 秘鲁: 'hispanic', 委内瑞拉: 'hispanic', 玻利维亚: 'hispanic', 巴西: 'portuguese',
  // CONCACAF
  美国: 'american', 加拿大: 'english', 墨西哥: 'hispanic', 哥斯达黎加: 'hispanic', 巴拿马: 'hispanic',
  洪都拉斯: 'hispanic', 萨尔瓦多: 'hispanic', 危地马拉: 'hispanic', 海地: 'french', 库拉索: 'dutch', 牙买加: 'english',
  // CAF
  塞内加尔: 'westAfrican', 马里: 'westAfrican', 科特迪瓦: 'westAfrican', 几内亚: 'westAfrican', 布基纳法索: 'westAfrican',
  加纳: 'anglophoneWestAfrican', 尼日利亚: 'anglophoneWestAfrican',
  喀麦隆: 'centralAfrican', 刚果民主共和国: 'centralAfrican', 刚果金: 'centralAfrican', '刚果（金）': 'centralAfrican', 加蓬: 'centralAfrican',
  南非: 'southernAfrican', 佛得角: 'portuguese', 安哥拉: 'portuguese',
  摩洛哥: 'maghrebi', 突尼斯: 'maghrebi', 阿尔及利亚: 'maghrebi',
  埃及: 'arabic',
  // AFC and OFC
  沙特阿拉伯: 'arabic', 沙特: 'arabic', 卡塔尔: 'arabic', 伊拉克: 'arabic', 约旦: 'arabic', 阿联酋: 'arabic',
  阿曼: 'arabic', 巴林: 'arabic', 科威特: 'arabic', 叙利亚: 'arabic', 巴勒斯坦: 'arabic',
  伊朗: 'persian', 乌兹别克斯坦: 'centralAsian',
  日本: 'japanese', 韩国: 'korean', 中国: 'chinese',
  澳大利亚: 'english', 新西兰: 'english',
};

/** A country the table does not know: still one pool for the whole team, never a mix. */
export const DEFAULT_NAME_POOL: NamePoolKey = 'english';

export function namePoolKeyOf(country: string): NamePoolKey {
  return COUNTRY_NAME_POOLS[country] ?? DEFAULT_NAME_POOL;
}
