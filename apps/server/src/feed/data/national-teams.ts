/** A team as the demo world knows it: [English name, Chinese name, Chinese short name, colours, strength]. */
export type TeamSeed = readonly [nameEn: string, name: string, shortName: string, colors: readonly [string, string], strength: number];

/** National teams keyed by a stable code; the World Cup and the Euro share the ones in both. */
export const NATIONAL_TEAMS: Readonly<Record<string, TeamSeed>> = {
  QAT: ['Qatar', '卡塔尔', '卡塔尔', ['#8a1538', '#ffffff'], 58],
  ECU: ['Ecuador', '厄瓜多尔', '厄瓜多尔', ['#ffd100', '#034ea2'], 70],
  SEN: ['Senegal', '塞内加尔', '塞内加尔', ['#00853f', '#fdef42'], 74],
  NED: ['Netherlands', '荷兰', '荷兰', ['#f36c21', '#ffffff'], 84],
  ENG: ['England', '英格兰', '英格兰', ['#ffffff', '#cf081f'], 88],
  IRN: ['Iran', '伊朗', '伊朗', ['#ffffff', '#da0000'], 66],
  USA: ['United States', '美国', '美国', ['#ffffff', '#0a3161'], 72],
  WAL: ['Wales', '威尔士', '威尔士', ['#c8102e', '#00712d'], 66],
  ARG: ['Argentina', '阿根廷', '阿根廷', ['#75aadb', '#ffffff'], 92],
  KSA: ['Saudi Arabia', '沙特阿拉伯', '沙特', ['#006c35', '#ffffff'], 62],
  MEX: ['Mexico', '墨西哥', '墨西哥', ['#006847', '#ce1126'], 72],
  POL: ['Poland', '波兰', '波兰', ['#ffffff', '#dc143c'], 72],
  FRA: ['France', '法国', '法国', ['#002654', '#ffffff'], 91],
  AUS: ['Australia', '澳大利亚', '澳大利亚', ['#ffcd00', '#00843d'], 66],
  DEN: ['Denmark', '丹麦', '丹麦', ['#c8102e', '#ffffff'], 78],
  TUN: ['Tunisia', '突尼斯', '突尼斯', ['#e70013', '#ffffff'], 63],
  ESP: ['Spain', '西班牙', '西班牙', ['#aa151b', '#f1bf00'], 90],
  CRC: ['Costa Rica', '哥斯达黎加', '哥斯达黎加', ['#002b7f', '#ce1126'], 60],
  GER: ['Germany', '德国', '德国', ['#ffffff', '#000000'], 87],
  JPN: ['Japan', '日本', '日本', ['#000555', '#ffffff'], 76],
  BEL: ['Belgium', '比利时', '比利时', ['#ed2939', '#000000'], 82],
  CAN: ['Canada', '加拿大', '加拿大', ['#d52b1e', '#ffffff'], 66],
  MAR: ['Morocco', '摩洛哥', '摩洛哥', ['#c1272d', '#006233'], 79],
  CRO: ['Croatia', '克罗地亚', '克罗地亚', ['#ff0000', '#ffffff'], 82],
  BRA: ['Brazil', '巴西', '巴西', ['#ffdf00', '#009c3b'], 89],
  SRB: ['Serbia', '塞尔维亚', '塞尔维亚', ['#c6363c', '#0c4076'], 72],
  SUI: ['Switzerland', '瑞士', '瑞士', ['#ff0000', '#ffffff'], 76],
  CMR: ['Cameroon', '喀麦隆', '喀麦隆', ['#007a5e', '#ce1126'], 66],
  POR: ['Portugal', '葡萄牙', '葡萄牙', ['#c8102e', '#006600'], 87],
  GHA: ['Ghana', '加纳', '加纳', ['#ffffff', '#006b3f'], 64],
  URU: ['Uruguay', '乌拉圭', '乌拉圭', ['#5cbfeb', '#ffffff'], 79],
  KOR: ['South Korea', '韩国', '韩国', ['#c60c30', '#003478'], 72],
  SCO: ['Scotland', '苏格兰', '苏格兰', ['#0065bf', '#ffffff'], 68],
  HUN: ['Hungary', '匈牙利', '匈牙利', ['#ce2939', '#477050'], 69],
  ITA: ['Italy', '意大利', '意大利', ['#0064aa', '#ffffff'], 83],
  ALB: ['Albania', '阿尔巴尼亚', '阿尔巴尼亚', ['#e41e20', '#000000'], 62],
  SVN: ['Slovenia', '斯洛文尼亚', '斯洛文尼亚', ['#ffffff', '#005da4'], 66],
  AUT: ['Austria', '奥地利', '奥地利', ['#ed2939', '#ffffff'], 77],
  SVK: ['Slovakia', '斯洛伐克', '斯洛伐克', ['#0b4ea2', '#ffffff'], 67],
  ROU: ['Romania', '罗马尼亚', '罗马尼亚', ['#fcd116', '#002b7f'], 67],
  UKR: ['Ukraine', '乌克兰', '乌克兰', ['#ffd500', '#005bbb'], 73],
  TUR: ['Turkey', '土耳其', '土耳其', ['#e30a17', '#ffffff'], 75],
  GEO: ['Georgia', '格鲁吉亚', '格鲁吉亚', ['#ffffff', '#ff0000'], 64],
  CZE: ['Czechia', '捷克', '捷克', ['#d7141a', '#11457e'], 70],
};

/** The 2022 World Cup draw: eight groups of four. */
export const WORLD_CUP_GROUPS: Readonly<Record<string, readonly string[]>> = {
  A: ['QAT', 'ECU', 'SEN', 'NED'],
  B: ['ENG', 'IRN', 'USA', 'WAL'],
  C: ['ARG', 'KSA', 'MEX', 'POL'],
  D: ['FRA', 'AUS', 'DEN', 'TUN'],
  E: ['ESP', 'CRC', 'GER', 'JPN'],
  F: ['BEL', 'CAN', 'MAR', 'CRO'],
  G: ['BRA', 'SRB', 'SUI', 'CMR'],
  H: ['POR', 'GHA', 'URU', 'KOR'],
};

/** The Euro 2024 draw: six groups of four. */
export const EURO_GROUPS: Readonly<Record<string, readonly string[]>> = {
  A: ['GER', 'SCO', 'HUN', 'SUI'],
  B: ['ESP', 'CRO', 'ITA', 'ALB'],
  C: ['SVN', 'DEN', 'SRB', 'ENG'],
  D: ['POL', 'NED', 'AUT', 'FRA'],
  E: ['BEL', 'SVK', 'ROU', 'UKR'],
  F: ['TUR', 'GEO', 'POR', 'CZE'],
};
