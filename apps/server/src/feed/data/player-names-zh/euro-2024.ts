import type { PlayerNamesZh } from './type';

/**
 * The scorers of Euro 2024. The source writes surnames alone ("Yamal", "De Bruyne"); the lookup matches them to
 * these full names within the team. Players already in the 2022 World Cup table are not repeated.
 */
export const EURO_2024_NAMES: PlayerNamesZh = {
  Albania: {
    'Nedim Bajrami': '内迪姆·巴伊拉米',
    'Klaus Gjasula': '克劳斯·贾苏拉',
    'Qazim Laçi': '恰齐姆·拉奇',
  },
  Austria: {
    'Marko Arnautović': '马尔科·阿瑙托维奇',
    'Christoph Baumgartner': '克里斯托夫·鲍姆加特纳',
    'Michael Gregoritsch': '米夏埃尔·格雷戈里奇',
    'Marcel Sabitzer': '马塞尔·萨比策',
    'Romano Schmid': '罗马诺·施密德',
    'Gernot Trauner': '格诺特·特劳纳',
    'Maximilian Wöber': '马克西米利安·韦伯',
  },
  Belgium: {
    'Kevin De Bruyne': '凯文·德布劳内',
    'Youri Tielemans': '尤里·蒂勒曼斯',
    'Jan Vertonghen': '扬·维尔通亨',
  },
  Croatia: { 'Luka Modrić': '卢卡·莫德里奇' },
  Czechia: {
    'Robin Hranáč': '罗宾·赫拉纳奇',
    'Lukáš Provod': '卢卡什·普罗沃德',
    'Patrik Schick': '帕特里克·希克',
    'Tomáš Souček': '托马什·绍切克',
  },
  Denmark: {
    'Christian Eriksen': '克里斯蒂安·埃里克森',
    'Morten Hjulmand': '莫滕·尤尔曼德',
  },
  England: {
    'Cole Palmer': '科尔·帕尔默',
    'Ollie Watkins': '奥利·沃特金斯',
  },
  Georgia: {
    'Khvicha Kvaratskhelia': '赫维恰·克瓦拉茨赫利亚',
    'Georges Mikautadze': '格奥尔吉斯·米考塔泽',
  },
  Germany: {
    'Emre Can': '埃姆雷·詹',
    'Jamal Musiala': '贾马尔·穆西亚拉',
    'Florian Wirtz': '弗洛里安·维尔茨',
    'Antonio Rüdiger': '安东尼奥·吕迪格',
  },
  Hungary: {
    'Kevin Csoboth': '凯文·乔博特',
    'Barnabás Varga': '巴尔纳巴什·沃尔高',
  },
  Italy: {
    'Nicolò Barella': '尼科洛·巴雷拉',
    'Alessandro Bastoni': '亚历山德罗·巴斯托尼',
    'Riccardo Calafiori': '里卡多·卡拉菲奥里',
    'Mattia Zaccagni': '马蒂亚·扎卡尼',
  },
  Netherlands: {
    'Donyell Malen': '唐耶尔·马伦',
    'Xavi Simons': '哈维·西蒙斯',
    'Stefan de Vrij': '斯特凡·德弗赖',
  },
  Poland: {
    'Adam Buksa': '亚当·布克萨',
    'Krzysztof Piątek': '克日什托夫·皮昂特克',
  },
  Portugal: {
    'Francisco Conceição': '弗朗西斯科·孔塞桑',
    'Bernardo Silva': '贝尔纳多·席尔瓦',
    // The source's "Silva" is Bernardo Silva (scorer against Turkey); the squad has Rui Silva too.
    Silva: '贝尔纳多·席尔瓦',
  },
  Romania: {
    'Denis Drăguș': '丹尼斯·德勒古什',
    'Răzvan Marin': '勒兹万·马林',
    'Nicolae Stanciu': '尼古拉·斯坦丘',
  },
  Scotland: { 'Scott McTominay': '斯科特·麦克托米奈' },
  Serbia: { 'Luka Jović': '卢卡·约维奇' },
  Slovakia: {
    'Ondrej Duda': '翁德雷·杜达',
    'Ivan Schranz': '伊万·施兰茨',
  },
  Slovenia: {
    'Erik Janža': '埃里克·扬扎',
    'Žan Karničnik': '然·卡尔尼奇尼克',
  },
  Spain: {
    'Dani Carvajal': '达尼·卡瓦哈尔',
    'Fabián Ruiz': '法比安·鲁伊斯',
    // The source writes him by his given name once.
    Fabián: '法比安·鲁伊斯',
    'Robin Le Normand': '罗宾·勒诺尔芒',
    'Mikel Merino': '米克尔·梅里诺',
    'Mikel Oyarzabal': '米克尔·奥亚萨瓦尔',
    Rodri: '罗德里',
    'Nico Williams': '尼科·威廉斯',
    'Lamine Yamal': '拉明·亚马尔',
  },
  Switzerland: {
    'Michel Aebischer': '米歇尔·埃比舍尔',
    'Kwadwo Duah': '夸德沃·杜阿',
    'Dan Ndoye': '丹·恩多耶',
    'Rubén Vargas': '鲁本·巴尔加斯',
  },
  Turkey: {
    'Samet Akaydin': '萨梅特·阿凯丁',
    Akaydian: '萨梅特·阿凯丁',
    'Kerem Aktürkoğlu': '凯雷姆·阿克蒂尔克奥卢',
    'Merih Demiral': '梅里赫·德米拉尔',
    'Arda Güler': '阿尔达·居莱尔',
    'Mert Müldür': '梅尔特·米尔迪尔',
    'Cenk Tosun': '岑克·托松',
    'Hakan Çalhanoğlu': '哈坎·恰尔汗奥卢',
  },
  Ukraine: {
    'Mykola Shaparenko': '米科拉·沙帕伦科',
    'Roman Yaremchuk': '罗曼·亚列姆丘克',
  },
};
