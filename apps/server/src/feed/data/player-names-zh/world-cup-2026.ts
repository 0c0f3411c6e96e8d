import type { PlayerNamesZh } from './type';

/**
 * The scorers of the 2026 World Cup not already in the 2022 or Euro 2024 tables. Teams new to feed/data are
 * keyed as worldcup.json spells them; the lookup folds the usual variants (Côte d'Ivoire, Cabo Verde …).
 */
export const WORLD_CUP_2026_NAMES: PlayerNamesZh = {
  Algeria: {
    'Amine Gouiri': '阿明·古伊里',
    'Nadhir Benbouali': '纳迪尔·本布阿利',
    'Rafik Belghali': '拉菲克·贝尔加利',
    'Riyad Mahrez': '里亚德·马赫雷斯',
  },
  Argentina: {
    'Cristian Romero': '克里斯蒂安·罗梅罗',
    'Giovani Lo Celso': '乔瓦尼·洛塞尔索',
    'Lautaro Martínez': '劳塔罗·马丁内斯',
    'Lisandro Martínez': '利桑德罗·马丁内斯',
  },
  Australia: {
    'Cameron Burgess': '卡梅伦·伯吉斯',
    'Connor Metcalfe': '康纳·梅特卡夫',
    'Nestory Irankunda': '内斯托里·伊兰昆达',
  },
  Austria: {
    'Marko Arnautovic': '马尔科·阿瑙托维奇',
    'Saša Kalajdžić': '萨沙·卡拉伊季奇',
  },
  Belgium: {
    'Alexis Saelemaekers': '阿莱克西斯·萨勒马克尔斯',
    'Charles De Ketelaere': '夏尔·德凯特拉雷',
    'Hans Vanaken': '汉斯·瓦纳肯',
    'Leandro Trossard': '莱安德罗·特罗萨德',
    'Romelu Lukaku': '罗梅卢·卢卡库',
  },
  'Bosnia & Herzegovina': {
    'Ermin Mahmić': '埃尔明·马赫米奇',
    'Jovo Lukić': '约沃·卢基奇',
    'Kerim Alajbegović': '凯里姆·阿拉伊贝戈维奇',
  },
  Brazil: {
    'Gabriel Martinelli': '加布里埃尔·马丁内利',
    'Matheus Cunha': '马特乌斯·库尼亚',
  },
  Canada: {
    'Cyle Larin': '赛尔·拉林',
    'Jonathan David': '乔纳森·戴维',
    'Nathan Saliba': '内森·萨利巴',
    'Promise David': '普罗米斯·戴维',
    'Stephen Eustáquio': '斯蒂芬·尤斯塔基奥',
    'Stephan Eustáquio': '斯蒂芬·尤斯塔基奥',
  },
  'Cape Verde': {
    'Deroy Duarte': '德罗伊·杜阿尔特',
    'Diney Borges': '迪尼·博尔热斯',
    'Hélio Varela': '埃利奥·瓦雷拉',
    'Kevin Pina': '凯文·皮纳',
    'Sidny Lopes Cabral': '西德尼·洛佩斯·卡布拉尔',
  },
  Colombia: {
    'Daniel Muñoz': '丹尼尔·穆尼奥斯',
    'Jhon Arias': '约翰·阿里亚斯',
    'Jáminton Campaz': '哈明顿·坎帕斯',
    'Luis Díaz': '路易斯·迪亚斯',
  },
  Croatia: {
    'Ante Budimir': '安特·布迪米尔',
    'Martin Baturina': '马丁·巴图里纳',
    'Nikola Vlašić': '尼古拉·弗拉西奇',
    'Petar Musa': '佩塔尔·穆萨',
    'Petar Sučić': '佩塔尔·苏契奇',
  },
  Curaçao: { 'Livano Comenencia': '利瓦诺·科梅嫩西亚' },
  Czechia: {
    'Ladislav Krejčí': '拉迪斯拉夫·克雷伊奇',
    'Michal Sadílek': '米哈尔·萨迪莱克',
  },
  'DR Congo': {
    'Brian Cipenga': '布赖恩·西彭加',
    'Fiston Mayele': '菲斯顿·马耶莱',
    'Yoane Wissa': '约安·维萨',
  },
  Ecuador: {
    'Gonzalo Plata': '贡萨洛·普拉塔',
    'Nilson Angulo': '尼尔森·安古洛',
  },
  Egypt: {
    'Emam Ashour': '伊马姆·阿舒尔',
    'Mahmoud Saber': '马哈茂德·萨贝尔',
    'Mohamed Hany': '穆罕默德·哈尼',
    'Mohamed Salah': '穆罕默德·萨拉赫',
    'Mostafa Zico': '穆斯塔法·济科',
    Trézéguet: '特雷泽盖',
    'Yasser Ibrahim': '亚西尔·易卜拉欣',
  },
  England: {
    'Anthony Gordon': '安东尼·戈登',
    'Declan Rice': '德克兰·赖斯',
    'Ezri Konsa': '埃兹里·孔萨',
  },
  France: {
    'Bradley Barcola': '布拉德利·巴尔科拉',
    'Désiré Doué': '德西雷·杜埃',
    'Ousmane Dembélé': '奥斯曼·登贝莱',
  },
  Germany: {
    'Deniz Undav': '德尼兹·翁达夫',
    'Felix Nmecha': '费利克斯·恩梅查',
    'Leroy Sané': '勒罗伊·萨内',
    'Nathaniel Brown': '纳撒尼尔·布朗',
    'Nico Schlotterbeck': '尼科·施洛特贝克',
  },
  Ghana: {
    'Caleb Yirenkyi': '凯莱布·伊伦基',
    'Derrick Luckassen': '德里克·卢卡森',
  },
  Haiti: { 'Wilson Isidor': '威尔逊·伊西多尔' },
  Iran: { 'Mohammad Mohebbi': '穆罕默德·莫赫比' },
  Iraq: { 'Aymen Hussein': '艾曼·侯赛因' },
  'Ivory Coast': {
    'Amad Diallo': '阿马德·迪亚洛',
    'Franck Kessié': '弗兰克·凯西',
    'Nicolas Pépé': '尼古拉·佩佩',
  },
  Japan: {
    'Ayase Ueda': '上田绮世',
    'Daichi Kamada': '镰田大地',
    'Junya Ito': '伊东纯也',
    'Kaishu Sano': '佐野海舟',
    'Keito Nakamura': '中村敬斗',
  },
  Jordan: {
    'Ali Olwan': '阿里·奥尔万',
    'Mousa Al-Tamari': '穆萨·塔马里',
    'Nizar Al-Rashdan': '尼扎尔·拉什丹',
    'Yazan Al-Arab': '亚赞·阿拉布',
  },
  Mexico: {
    'Julián Quiñones': '胡利安·基尼奥内斯',
    'Luis Romo': '路易斯·罗莫',
    'Mateo Chávez': '马特奥·查韦斯',
    'Raúl Jiménez': '劳尔·希门尼斯',
    'Álvaro Fidalgo': '阿尔瓦罗·菲达尔戈',
  },
  Morocco: {
    'Achraf Hakimi': '阿什拉夫·哈基米',
    'Azzedine Ounahi': '阿泽丁·乌纳希',
    'Gessime Yassine': '杰西姆·亚辛',
    'Ismael Saibari': '伊斯梅尔·赛巴里',
    'Issa Diop': '伊萨·迪奥普',
    'Soufiane Rahimi': '苏菲亚内·拉希米',
    'Yassine Bounou': '亚辛·布努',
  },
  Netherlands: {
    'Brian Brobbey': '布赖恩·布罗比',
    'Crysencio Summerville': '克里森西奥·萨默维尔',
    'Jan Paul van Hecke': '扬·保罗·范黑克',
    'Virgil van Dijk': '维吉尔·范戴克',
  },
  'New Zealand': {
    'Elijah Just': '伊莱贾·贾斯特',
    'Finn Surman': '芬恩·瑟曼',
  },
  Norway: {
    'Andreas Schjelderup': '安德烈亚斯·谢尔德鲁普',
    'Antonio Nusa': '安东尼奥·努萨',
    'Erling Haaland': '埃尔林·哈兰德',
    'Leo Østigård': '莱奥·厄斯蒂高',
    'Marcus Holmgren Pedersen': '马库斯·霍尔姆格伦·佩德森',
    'Thelo Aasgaard': '特洛·奥斯高',
  },
  Paraguay: {
    'Damián Bobadilla': '达米安·博瓦迪利亚',
    'Julio Enciso': '胡利奥·恩西索',
    'Matías Galarza': '马蒂亚斯·加拉尔萨',
    Mauricio: '毛里西奥',
  },
  Portugal: {
    'João Neves': '若昂·内维斯',
    'Nuno Mendes': '努诺·门德斯',
  },
  Qatar: {
    'Hassan Al-Haydos': '哈桑·海多斯',
    'Mahmoud Abunada': '马哈茂德·阿布纳达',
    'Mohamed Manai': '穆罕默德·马纳伊',
  },
  'Saudi Arabia': {
    'Abdulelah Al-Amri': '阿卜杜勒伊拉·阿姆里',
    'Hassan Al-Tambakti': '哈桑·坦巴克蒂',
  },
  Scotland: { 'John McGinn': '约翰·麦金' },
  Senegal: {
    'Habib Diarra': '哈比卜·迪亚拉',
    'Ibrahim Mbaye': '易卜拉欣·姆巴耶',
    'Iliman Ndiaye': '伊利曼·恩迪亚耶',
    'Pape Gueye': '帕佩·盖耶',
  },
  'South Africa': {
    'Teboho Mokoena': '特博霍·莫科埃纳',
    'Thapelo Maseko': '塔佩洛·马塞科',
  },
  'South Korea': {
    'Hwang In-beom': '黄仁范',
    'Oh Hyeon-gyu': '吴贤揆',
  },
  Spain: {
    'Pedro Porro': '佩德罗·波罗',
    'Álex Baena': '亚历克斯·巴埃纳',
  },
  Sweden: {
    'Alexander Isak': '亚历山大·伊萨克',
    'Anthony Elanga': '安东尼·埃兰加',
    'Mattias Svanberg': '马蒂亚斯·斯万贝里',
    'Viktor Gyökeres': '维克托·约克雷斯',
    'Yasin Ayari': '亚辛·阿亚里',
  },
  Switzerland: {
    'Granit Xhaka': '格拉尼特·扎卡',
    'Johan Manzambi': '约翰·曼赞比',
    'Miro Muheim': '米罗·穆海姆',
  },
  Tunisia: {
    'Ellyes Skhiri': '埃利斯·斯希里',
    'Hazem Mastouri': '哈齐姆·马斯图里',
    'Omar Rekik': '奥马尔·雷基克',
  },
  Turkey: {
    'Barış Alper Yılmaz': '巴勒什·阿尔佩·耶尔马兹',
    'Kaan Ayhan': '卡安·艾汉',
  },
  'United States': {
    'Alex Freeman': '亚历克斯·弗里曼',
    'Auston Trusty': '奥斯顿·特鲁斯蒂',
    'Folarin Balogun': '福拉林·巴洛贡',
    'Giovanni Reyna': '乔瓦尼·雷纳',
    'Malik Tillman': '马利克·蒂尔曼',
    'Sebastian Berhalter': '塞巴斯蒂安·伯哈尔特',
  },
  Uruguay: {
    'Agustín Cano': '阿古斯丁·卡诺',
    'Maximiliano Araújo': '马克西米利亚诺·阿劳霍',
    'Maxi Araújo': '马克西米利亚诺·阿劳霍',
  },
  Uzbekistan: {
    'Abbosbek Fayzullaev': '阿博斯别克·法伊祖拉耶夫',
    'Abduvohid Nematov': '阿卜杜沃希德·涅马托夫',
    'Eldor Shomurodov': '埃尔多尔·肖穆罗多夫',
  },
};
