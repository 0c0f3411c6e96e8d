/** Paired name parts [English, Chinese transliteration] for generated players. */
export const FIRST_NAMES: readonly (readonly [string, string])[] = [
  ['James', '詹姆斯'], ['Lucas', '卢卡斯'], ['Marco', '马尔科'], ['Daniel', '丹尼尔'], ['Thomas', '托马斯'],
  ['Luka', '卢卡'], ['Mateo', '马特奥'], ['Leon', '莱昂'], ['Hugo', '雨果'], ['Oliver', '奥利弗'],
  ['Adrian', '阿德里安'], ['Kevin', '凯文'], ['Jordan', '乔丹'], ['Anthony', '安东尼'], ['Jonas', '约纳斯'],
  ['Pedro', '佩德罗'], ['Diego', '迭戈'], ['Rafael', '拉斐尔'], ['Felix', '费利克斯'], ['Victor', '维克托'],
  ['Samuel', '塞缪尔'], ['Nicolas', '尼古拉斯'], ['Julian', '朱利安'], ['Andre', '安德烈'], ['Marcus', '马库斯'],
  ['Tyler', '泰勒'], ['Jalen', '杰伦'], ['Derrick', '德里克'], ['Isaac', '艾萨克'], ['Kai', '凯'],
  ['Emil', '埃米尔'], ['Theo', '特奥'], ['Paulo', '保罗'], ['Ivan', '伊万'], ['Sergio', '塞尔吉奥'],
  ['Ethan', '伊森'], ['Malik', '马利克'], ['Omar', '奥马尔'], ['Yuki', '由纪'], ['Min-jae', '敏在'],
];

export const LAST_NAMES: readonly (readonly [string, string])[] = [
  ['Silva', '席尔瓦'], ['Müller', '穆勒'], ['García', '加西亚'], ['Rossi', '罗西'], ['Martin', '马丁'],
  ['Johnson', '约翰逊'], ['Williams', '威廉姆斯'], ['Brown', '布朗'], ['Fernandes', '费尔南德斯'], ['Santos', '桑托斯'],
  ['Kovač', '科瓦奇'], ['Schmidt', '施密特'], ['Dubois', '杜布瓦'], ['Moreau', '莫罗'], ['Bianchi', '比安奇'],
  ['Romero', '罗梅罗'], ['Hernández', '埃尔南德斯'], ['López', '洛佩斯'], ['Jansen', '扬森'], ['de Jong', '德容'],
  ['Petrović', '彼得罗维奇'], ['Novak', '诺瓦克'], ['Nielsen', '尼尔森'], ['Andersson', '安德森'], ['Walker', '沃克'],
  ['Davis', '戴维斯'], ['Thompson', '汤普森'], ['Robinson', '罗宾逊'], ['Carter', '卡特'], ['Mitchell', '米切尔'],
  ['Harris', '哈里斯'], ['Green', '格林'], ['Young', '杨'], ['Allen', '艾伦'], ['Wright', '赖特'],
  ['Diallo', '迪亚洛'], ['Mendy', '门迪'], ['Yılmaz', '耶尔马兹'], ['Nakamura', '中村'], ['Kim', '金'],
  ['Costa', '科斯塔'], ['Pereira', '佩雷拉'], ['Weber', '韦伯'], ['Bauer', '鲍尔'], ['Ricci', '里奇'],
  ['Moretti', '莫雷蒂'], ['Lefebvre', '勒菲弗'], ['Girard', '吉拉尔'], ['Ruiz', '鲁伊斯'], ['Navarro', '纳瓦罗'],
];
