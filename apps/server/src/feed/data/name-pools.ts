/**
 * Name pools for generated players, one per naming tradition: a player's given name and surname always come from
 * the same pool, so no invented name mixes two languages. Each entry is "Latin 中文" with the usual (Xinhua-style)
 * transliteration; East Asian pools hold the characters themselves. Given names that would form a famous real
 * player's name with a surname of the same pool are left out (no generated "Thiago Silva").
 */
export type NamePair = readonly [latin: string, chinese: string];

export interface NamePool {
  id: string;
  /**
   * western: 名·姓 / "Given Family". japanese: 姓名 / "Given Family" (as FIFA and the clubs write them).
   * family-first (Korean, Chinese): 姓名 / "Family Given".
   */
  order: 'western' | 'japanese' | 'family-first';
  given: readonly NamePair[];
  family: readonly NamePair[];
}

/** "Pablo 巴勃罗, de Jong 德容" → pairs; the Chinese part never holds a space, the Latin one may. */
function pairs(list: string): NamePair[] {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const cut = s.lastIndexOf(' ');
      return [s.slice(0, cut), s.slice(cut + 1)] as const;
    });
}

const pool = (id: string, order: NamePool['order'], given: string, family: string): NamePool => ({ id, order, given: pairs(given), family: pairs(family) });

export const NAME_POOLS = {
  english: pool(
    'english',
    'western',
    `James 詹姆斯, Jack 杰克, Harry 哈里, Oliver 奥利弗, Thomas 托马斯, George 乔治, Charlie 查理, Daniel 丹尼尔, Ben 本,
     Luke 卢克, Callum 卡勒姆, Kyle 凯尔, Aaron 阿伦, Mason 梅森, Declan 德克兰, Reece 里斯, Jamie 杰米, Connor 康纳,
     Lewis 刘易斯, Ryan 瑞安, Adam 亚当, Sam 萨姆, Joe 乔`,
    `Smith 史密斯, Jones 琼斯, Taylor 泰勒, Brown 布朗, Wilson 威尔逊, Walker 沃克, Wright 赖特, Robinson 罗宾逊,
     Thompson 汤普森, White 怀特, Hughes 休斯, Edwards 爱德华兹, Green 格林, Hall 霍尔, Wood 伍德, Clarke 克拉克,
     Johnson 约翰逊, Harris 哈里斯, Cooper 库珀, Ward 沃德, Mitchell 米切尔, Evans 埃文斯, Davies 戴维斯, Palmer 帕尔默`,
  ),
  american: pool(
    'american',
    'western',
    `Brandon 布兰登, Devin 德文, Isaiah 以赛亚, Justin 贾斯汀, Derrick 德里克, Jordan 乔丹, Cameron 卡梅伦, Tyrese 泰雷斯,
     Zach 扎克, Josh 乔希, Austin 奥斯汀, Caleb 凯莱布, Terrence 特伦斯, Andre 安德烈, DeAndre 德安德烈, Trey 特雷,
     Collin 科林, Jamal 贾马尔, Darnell 达内尔, Marcus 马库斯, Tyler 泰勒, Keon 基翁`,
    `Johnson 约翰逊, Williams 威廉姆斯, Brown 布朗, Jackson 杰克逊, Harris 哈里斯, Thomas 托马斯, Robinson 罗宾逊,
     Walker 沃克, Allen 艾伦, Carter 卡特, Mitchell 米切尔, Bridges 布里奇斯, Hayes 海斯, Coleman 科尔曼, Simmons 西蒙斯,
     Freeman 弗里曼, Watson 沃森, Hill 希尔, Turner 特纳, Parker 帕克, Warren 沃伦, Reed 里德, Foster 福斯特, Brooks 布鲁克斯`,
  ),
  hispanic: pool(
    'hispanic',
    'western',
    `Pablo 巴勃罗, Javier 哈维尔, Álvaro 阿尔瓦罗, Diego 迭戈, Adrián 阿德里安, Iker 伊克尔, Unai 乌奈, Raúl 劳尔,
     Jorge 豪尔赫, Alberto 阿尔贝托, Rubén 鲁本, Carlos 卡洛斯, Mario 马里奥, Nicolás 尼古拉斯, Alejandro 亚历杭德罗,
     Matías 马蒂亚斯, Facundo 法昆多, Gonzalo 贡萨洛, Rodrigo 罗德里戈, Santiago 圣地亚哥, Joaquín 华金, Agustín 阿古斯丁,
     Franco 佛朗哥, Tomás 托马斯`,
    `García 加西亚, Fernández 费尔南德斯, González 冈萨雷斯, Rodríguez 罗德里格斯, López 洛佩斯, Sánchez 桑切斯, Pérez 佩雷斯,
     Gómez 戈麦斯, Ruiz 鲁伊斯, Díaz 迪亚斯, Moreno 莫雷诺, Muñoz 穆尼奥斯, Romero 罗梅罗, Navarro 纳瓦罗, Torres 托雷斯,
     Domínguez 多明格斯, Vázquez 巴斯克斯, Gil 希尔, Serrano 塞拉诺, Molina 莫利纳, Ortega 奥尔特加, Delgado 德尔加多,
     Castro 卡斯特罗, Herrera 埃雷拉, Medina 梅迪纳, Acosta 阿科斯塔`,
  ),
  portuguese: pool(
    'portuguese',
    'western',
    `João 若昂, Pedro 佩德罗, Rafael 拉斐尔, Gonçalo 贡萨洛, Rúben 鲁本, Ricardo 里卡多, Lucas 卢卡斯, Gabriel 加布里埃尔,
     Matheus 马特乌斯, Felipe 费利佩, Gustavo 古斯塔沃, Leonardo 莱昂纳多, Caio 卡约, Henrique 恩里克, Renato 雷纳托,
     Vítor 维托尔, Miguel 米格尔, Francisco 弗朗西斯科, Eduardo 爱德华多, Marcelo 马塞洛`,
    `Silva 席尔瓦, Santos 桑托斯, Pereira 佩雷拉, Costa 科斯塔, Oliveira 奥利维拉, Sousa 索萨, Rodrigues 罗德里格斯,
     Almeida 阿尔梅达, Carvalho 卡瓦略, Gomes 戈麦斯, Lopes 洛佩斯, Martins 马丁斯, Ribeiro 里贝罗, Ferreira 费雷拉,
     Barbosa 巴尔博萨, Moura 莫拉, Nascimento 纳西门托, Cardoso 卡多佐, Teixeira 特谢拉, Monteiro 蒙泰罗, Araújo 阿劳若,
     Correia 科雷亚`,
  ),
  french: pool(
    'french',
    'western',
    `Antoine 安托万, Hugo 雨果, Théo 特奥, Mathis 马蒂斯, Maxime 马克西姆, Nicolas 尼古拉, Julien 朱利安, Romain 罗曼,
     Baptiste 巴蒂斯特, Clément 克莱芒, Quentin 康坦, Florian 弗洛里安, Valentin 瓦朗坦, Adrien 阿德里安, Alexandre 亚历山大,
     Louis 路易, Jules 朱尔, Pierre 皮埃尔, Mathieu 马蒂厄, Kévin 凯文, Jérémy 热雷米`,
    `Martin 马丁, Bernard 贝尔纳, Dubois 杜布瓦, Durand 迪朗, Lefebvre 勒菲弗, Moreau 莫罗, Laurent 洛朗, Simon 西蒙,
     Michel 米歇尔, Leroy 勒鲁瓦, Fournier 富尼耶, Girard 吉拉尔, Bonnet 博内, Lambert 朗贝尔, Fontaine 方丹,
     Rousseau 卢梭, Vincent 樊尚, Guérin 盖兰, Chevalier 舍瓦利耶, Perrin 佩兰, Marchand 马尔尚, Robin 罗班, Colin 科兰`,
  ),
  westAfrican: pool(
    'west-african',
    'western',
    `Moussa 穆萨, Ibrahima 易卜拉希马, Cheikh 谢赫, Mamadou 马马杜, Abdoulaye 阿卜杜拉耶, Pape 帕普, Ousmane 乌斯曼,
     Idrissa 伊德里萨, Youssouf 优素福, Souleymane 苏莱曼, Boubacar 布巴卡尔, Modibo 莫迪博, Malick 马利克, Amadou 阿马杜,
     Bakary 巴卡里, Lassana 拉萨纳, Oumar 乌马尔, Alassane 阿拉萨内, Mamadi 马马迪, Saliou 萨利乌`,
    `Diallo 迪亚洛, Ndiaye 恩迪亚耶, Diop 迪奥普, Sow 索乌, Fall 法勒, Ba 巴, Cissé 西塞, Traoré 特拉奥雷, Koné 科内,
     Touré 图雷, Camara 卡马拉, Sylla 西拉, Diouf 迪乌夫, Mbaye 姆巴耶, Faye 法耶, Coulibaly 库利巴利, Sanogo 萨诺戈,
     Diakité 迪亚基特, Bamba 班巴, Niang 尼昂, Seck 塞克, Dieng 迪昂`,
  ),
  anglophoneWestAfrican: pool(
    'anglophone-west-african',
    'western',
    `Kwame 夸梅, Kofi 科菲, Kwabena 夸贝纳, Emmanuel 伊曼纽尔, Samuel 塞缪尔, Joseph 约瑟夫, Isaac 艾萨克, Ebenezer 埃比尼泽,
     Richmond 里士满, Chidi 奇迪, Emeka 埃梅卡, Tunde 通德, Bright 布赖特, Kelechi 凯莱奇, Chinedu 奇内杜, Yaw 亚乌,
     Kojo 科乔, Femi 费米`,
    `Mensah 门萨, Asante 阿桑特, Owusu 奥乌苏, Boateng 博阿滕, Appiah 阿皮亚, Osei 奥塞, Addo 阿多, Ofori 奥福里,
     Amoah 阿莫阿, Agyei 阿杰伊, Okafor 奥卡福, Okonkwo 奥孔科沃, Adeyemi 阿德耶米, Eze 埃泽, Nwosu 恩沃苏,
     Adebayo 阿德巴约, Obi 奥比, Danso 丹索`,
  ),
  centralAfrican: pool(
    'central-african',
    'western',
    `Jean 让, Cédric 塞德里克, Christian 克里斯蒂安, Yannick 亚尼克, Gaël 加埃尔, Joël 若埃尔, Éric 埃里克, Fabrice 法布里斯,
     Hervé 埃尔韦, Olivier 奥利维耶, Patrick 帕特里克, Landry 朗德里, Serge 塞尔日, Arnaud 阿诺, Junior 朱尼尔, Gédéon 热代翁`,
    `Mukendi 穆肯迪, Kabongo 卡邦戈, Tshibangu 奇班古, Ilunga 伊隆加, Kalonji 卡隆吉, Mbala 姆巴拉, Mbarga 姆巴尔加,
     Ngando 恩甘多, Nganga 恩甘加, Ondoua 翁杜阿, Abega 阿贝加, Owona 奥沃纳, Essomba 埃松巴, Mayele 马耶莱,
     Bokila 博基拉, Ngoy 恩戈伊, Mvondo 姆翁多`,
  ),
  southernAfrican: pool(
    'southern-african',
    'western',
    `Sipho 西福, Bongani 邦加尼, Thabo 塔博, Lebohang 莱博杭, Siyabonga 西亚邦加, Sifiso 西菲索, Tshepo 切波,
     Kamohelo 卡莫赫洛, Lungile 伦吉莱, Thulani 图拉尼, Sibusiso 西布西索, Katlego 卡特莱戈, Neo 内奥`,
    `Dlamini 德拉米尼, Nkosi 恩科西, Mokoena 莫科埃纳, Ndlovu 恩德洛武, Khumalo 库马洛, Mthembu 姆滕布, Sithole 西托莱,
     Mahlangu 马赫兰古, Cele 塞莱, Mkhize 姆基泽, Molefe 莫莱菲, Ngcobo 恩科博, Zulu 祖鲁, Maseko 马塞科`,
  ),
  german: pool(
    'german',
    'western',
    `Lukas 卢卡斯, Jonas 约纳斯, Leon 莱昂, Felix 费利克斯, Maximilian 马克西米利安, Niklas 尼克拉斯, Tim 蒂姆, Jan 扬,
     Florian 弗洛里安, Tobias 托比亚斯, Sebastian 塞巴斯蒂安, Julian 尤利安, Moritz 莫里茨, Paul 保罗, Finn 芬恩,
     Jannik 扬尼克, Stefan 斯特凡, Philipp 菲利普, Benedikt 贝内迪克特, Matthias 马蒂亚斯, Fabian 法比安`,
    `Müller 穆勒, Schmidt 施密特, Schneider 施奈德, Fischer 菲舍尔, Weber 韦伯, Meyer 迈尔, Wagner 瓦格纳, Becker 贝克尔,
     Schulz 舒尔茨, Hoffmann 霍夫曼, Koch 科赫, Richter 里希特, Klein 克莱因, Wolf 沃尔夫, Schröder 施罗德, Neumann 诺伊曼,
     Schwarz 施瓦茨, Zimmermann 齐默尔曼, Braun 布劳恩, Krüger 克吕格尔, Hartmann 哈特曼, Lange 兰格, Krause 克劳泽,
     Vogel 福格尔, Bauer 鲍尔`,
  ),
  italian: pool(
    'italian',
    'western',
    `Marco 马尔科, Luca 卢卡, Alessandro 亚历山德罗, Andrea 安德烈亚, Lorenzo 洛伦佐, Matteo 马泰奥, Francesco 弗朗切斯科,
     Davide 达维德, Federico 费德里科, Simone 西莫内, Riccardo 里卡尔多, Giacomo 贾科莫, Nicolò 尼科洛, Stefano 斯特凡诺,
     Gianluca 詹卢卡, Tommaso 托马索, Filippo 菲利波, Michele 米凯莱, Pietro 彼得罗, Samuele 萨穆埃莱`,
    `Rossi 罗西, Russo 鲁索, Ferrari 费拉里, Esposito 埃斯波西托, Bianchi 比安奇, Romano 罗马诺, Colombo 科隆博, Ricci 里奇,
     Marino 马里诺, Greco 格雷科, Gallo 加洛, De Luca 德卢卡, Giordano 焦尔达诺, Rizzo 里佐, Lombardi 隆巴尔迪,
     Moretti 莫雷蒂, Barbieri 巴尔别里, Fontana 丰塔纳, Santoro 桑托罗, Mariani 马里亚尼, Rinaldi 里纳尔迪, Caruso 卡鲁索,
     Ferrara 费拉拉, Galli 加利`,
  ),
  dutch: pool(
    'dutch',
    'western',
    `Daan 达安, Sem 塞姆, Lars 拉尔斯, Bram 布拉姆, Jesse 耶塞, Thijs 泰斯, Ruben 鲁本, Stijn 斯泰因, Joost 约斯特, Wout 沃特,
     Niels 尼尔斯, Bas 巴斯, Jasper 亚斯珀, Koen 昆, Milan 米兰, Jens 延斯, Kevin 凯文, Arne 阿尔内, Sander 桑德`,
    `de Jong 德容, Jansen 扬森, de Vries 德弗里斯, Bakker 巴克, Visser 菲瑟, Smit 斯密特, Meijer 梅耶尔, Mulder 穆尔德,
     de Groot 德赫罗特, Bos 博斯, Vos 福斯, Peters 彼得斯, Hendriks 亨德里克斯, van Leeuwen 范莱文, Dekker 德克尔,
     Brouwer 布劳沃, de Wit 德维特, Dijkstra 戴克斯特拉, Janssens 扬森斯, Peeters 佩特斯, Maes 马斯, Claes 克拉斯, Willems 威廉斯`,
  ),
  nordic: pool(
    'nordic',
    'western',
    `Mikkel 米克尔, Rasmus 拉斯穆斯, Anders 安德斯, Jonas 约纳斯, Emil 埃米尔, Oskar 奥斯卡, Erik 埃里克, Magnus 马格努斯,
     Viktor 维克托, Kasper 卡斯珀, Mathias 马蒂亚斯, Sander 桑德尔, Elias 埃利亚斯, Jesper 耶斯佩尔, Nils 尼尔斯,
     Gustav 古斯塔夫, Sindre 辛德雷, Frederik 弗雷德里克, Mads 马兹`,
    `Nielsen 尼尔森, Jensen 延森, Hansen 汉森, Pedersen 佩德森, Andersen 安德森, Christensen 克里斯滕森, Larsen 拉尔森,
     Sørensen 瑟伦森, Rasmussen 拉斯穆森, Johansson 约翰松, Karlsson 卡尔松, Nilsson 尼尔松, Eriksson 埃里克松,
     Olsen 奥尔森, Berg 贝里, Lindqvist 林德奎斯特, Holm 霍尔姆, Dahl 达尔, Lund 伦德, Strand 斯特兰德`,
  ),
  balkan: pool(
    'balkan',
    'western',
    `Luka 卢卡, Ivan 伊万, Marko 马尔科, Nikola 尼古拉, Stefan 斯特凡, Filip 菲利普, Josip 约西普, Ante 安特, Dušan 杜尚,
     Aleksandar 亚历山大, Milan 米兰, Nemanja 内马尼亚, Petar 彼得, Domagoj 多马戈伊, Lovro 洛夫罗, Andrej 安德烈,
     Dejan 德扬, Miloš 米洛什, Žan 赞, Tin 廷`,
    `Petrović 彼得罗维奇, Jovanović 约万诺维奇, Nikolić 尼科利奇, Marković 马尔科维奇, Đorđević 焦尔杰维奇,
     Stojanović 斯托亚诺维奇, Pavlović 帕夫洛维奇, Kovačević 科瓦切维奇, Babić 巴比奇, Horvat 霍尔瓦特, Knežević 克内泽维奇,
     Popović 波波维奇, Marić 马里奇, Jurić 尤里奇, Tomić 托米奇, Vuković 武科维奇, Savić 萨维奇, Perić 佩里奇, Radić 拉迪奇,
     Hodžić 霍季奇, Mehmedović 梅赫梅多维奇`,
  ),
  polish: pool(
    'polish',
    'western',
    `Jakub 雅库布, Kamil 卡米尔, Piotr 彼得, Krzysztof 克日什托夫, Mateusz 马特乌什, Bartosz 巴尔托什, Michał 米哈乌,
     Łukasz 武卡什, Paweł 帕维乌, Tomasz 托马什, Szymon 希蒙, Karol 卡罗尔, Damian 达米安, Przemysław 普热梅斯瓦夫`,
    `Kowalski 科瓦尔斯基, Nowak 诺瓦克, Wiśniewski 维希涅夫斯基, Wójcik 武伊奇克, Kamiński 卡明斯基, Woźniak 沃兹尼亚克,
     Dąbrowski 东布罗夫斯基, Kozłowski 科兹沃夫斯基, Jankowski 扬科夫斯基, Mazur 马祖尔, Krawczyk 克拉夫奇克,
     Grabowski 格拉博夫斯基, Pawłowski 帕夫沃夫斯基, Michalski 米哈尔斯基`,
  ),
  czech: pool(
    'czech',
    'western',
    `Tomáš 托马什, Jan 扬, Jakub 雅库布, Lukáš 卢卡什, Martin 马丁, Ondřej 翁德热, Petr 彼得, Matěj 马捷伊, Adam 亚当,
     Vojtěch 沃伊捷赫, Marek 马雷克, Michal 米哈尔, Filip 菲利普, Dominik 多米尼克`,
    `Novák 诺瓦克, Svoboda 斯沃博达, Novotný 诺沃特尼, Dvořák 德沃夏克, Černý 切尔尼, Procházka 普罗哈兹卡, Kučera 库切拉,
     Veselý 韦塞利, Horák 霍拉克, Němec 涅梅茨, Pokorný 波科尔尼, Král 克拉尔, Beneš 贝内什, Hrubý 赫鲁比, Baláž 巴拉日`,
  ),
  ukrainian: pool(
    'ukrainian',
    'western',
    `Andriy 安德烈, Oleksandr 奥列克桑德尔, Mykola 米科拉, Viktor 维克托, Serhiy 谢尔盖, Dmytro 德米特罗, Vitaliy 维塔利,
     Ruslan 鲁斯兰, Taras 塔拉斯, Yuriy 尤里, Roman 罗曼, Artem 阿尔乔姆, Bohdan 博赫丹, Maksym 马克西姆`,
    `Kovalenko 科瓦连科, Bondarenko 邦达连科, Tkachenko 特卡琴科, Kravchenko 克拉夫琴科, Oliynyk 奥利尼克, Melnyk 梅尔尼克,
     Boyko 博伊科, Moroz 莫罗兹, Lysenko 雷先科, Marchenko 马尔琴科, Savchuk 萨夫丘克, Petrenko 彼得连科, Rudenko 鲁坚科,
     Sydorenko 西多连科`,
  ),
  hungarian: pool(
    'hungarian',
    'western',
    `Dániel 丹尼尔, Bence 本采, Ádám 亚当, Roland 罗兰, Attila 阿蒂拉, Zsolt 若尔特, Balázs 鲍拉日, Gergő 盖尔盖,
     Levente 莱文特, Márton 马顿, Krisztián 克里斯蒂安, Péter 彼得, Milán 米兰, Botond 博通德`,
    `Nagy 纳吉, Kovács 科瓦奇, Tóth 托特, Szabó 绍博, Horváth 霍尔瓦特, Varga 沃尔高, Kiss 基什, Molnár 莫尔纳,
     Németh 内梅特, Farkas 福尔卡什, Balogh 巴洛格, Papp 帕普, Takács 陶卡奇, Juhász 尤哈斯, Mészáros 梅萨罗什`,
  ),
  romanian: pool(
    'romanian',
    'western',
    `Andrei 安德烈, Alexandru 亚历山德鲁, Ionuț 约努茨, Răzvan 勒兹万, Florin 弗洛林, Mihai 米哈伊, Cristian 克里斯蒂安,
     Nicolae 尼古拉, Denis 丹尼斯, Darius 达留斯, Vlad 弗拉德, Radu 拉杜, Valentin 瓦伦丁, Bogdan 博格丹`,
    `Popescu 波佩斯库, Ionescu 约内斯库, Popa 波帕, Stan 斯坦, Dumitrescu 杜米特雷斯库, Stoica 斯托伊卡, Constantin 康斯坦丁,
     Munteanu 蒙泰亚努, Marin 马林, Moldovan 莫尔多万, Rusu 鲁苏, Lungu 伦古, Dinu 迪努, Niculescu 尼古列斯库`,
  ),
  albanian: pool(
    'albanian',
    'western',
    `Arbër 阿尔贝, Ermir 埃尔米尔, Klaus 克劳斯, Nedim 内迪姆, Armando 阿曼多, Taulant 陶兰特, Berat 贝拉特,
     Kristjan 克里斯蒂安, Qazim 恰齐姆, Endri 恩德里, Ardit 阿尔迪特, Mirlind 米尔林德, Ylber 伊尔贝尔, Agon 阿贡`,
    `Hoxha 霍查, Krasniqi 克拉斯尼奇, Gashi 加希, Shala 沙拉, Kelmendi 凯尔门迪, Dervishi 德尔维希, Morina 莫里纳,
     Bajrami 拜拉米, Çela 切拉, Leka 莱卡, Tahiri 塔希里, Zeka 泽卡, Kastrati 卡斯特拉蒂, Berisha 贝里沙`,
  ),
  georgian: pool(
    'georgian',
    'western',
    `Giorgi 格奥尔基, Levan 列万, Otar 奥塔尔, Nika 尼卡, Luka 卢卡, Zurab 祖拉布, Davit 达维特, Saba 萨巴, Irakli 伊拉克利,
     Lasha 拉沙, Guram 古拉姆, Anzor 安佐尔`,
    `Beridze 贝里泽, Kapanadze 卡帕纳泽, Gelashvili 格拉什维利, Maisuradze 迈苏拉泽, Tsiklauri 齐克拉乌里, Lomidze 洛米泽,
     Chikhladze 奇赫拉泽, Kiknadze 基克纳泽, Abuladze 阿布拉泽, Japaridze 贾帕里泽, Nozadze 诺扎泽, Gogia 戈吉亚`,
  ),
  greek: pool(
    'greek',
    'western',
    `Giorgos 约尔戈斯, Kostas 科斯塔斯, Nikos 尼科斯, Dimitris 季米特里斯, Vasilis 瓦西里斯, Panagiotis 帕纳约蒂斯,
     Christos 赫里斯托斯, Alexandros 亚历山德罗斯, Michalis 米哈利斯, Thanasis 萨纳西斯, Stavros 斯塔夫罗斯, Petros 彼得罗斯`,
    `Papadopoulos 帕帕佐普洛斯, Papadakis 帕帕扎基斯, Georgiou 耶奥尔尤, Nikolaidis 尼古拉伊迪斯, Dimitriou 季米特里乌,
     Karagiannis 卡拉扬尼斯, Vlachos 弗拉霍斯, Pappas 帕帕斯, Konstantinou 康斯坦丁努, Oikonomou 伊科诺穆, Makris 马克里斯,
     Angelopoulos 安耶洛普洛斯`,
  ),
  turkish: pool(
    'turkish',
    'western',
    `Emre 埃姆雷, Mert 梅尔特, Kerem 凯雷姆, Arda 阿尔达, Hakan 哈坎, Okay 奥卡伊, Ozan 奥赞, Barış 巴里什, Oğuz 奥乌兹,
     Yusuf 优素福, Ferdi 费尔迪, Kaan 卡安, Serdar 塞尔达尔, Orkun 奥尔昆, Salih 萨利赫, Uğurcan 乌乌尔詹, Eren 埃伦`,
    `Yılmaz 耶尔马兹, Kaya 卡亚, Demir 德米尔, Şahin 沙欣, Çelik 切利克, Yıldız 耶尔德兹, Yıldırım 耶尔德勒姆,
     Öztürk 厄兹蒂尔克, Aydın 艾登, Özdemir 厄兹代米尔, Arslan 阿尔斯兰, Doğan 多安, Kılıç 克勒奇, Aslan 阿斯兰, Çetin 切廷,
     Kara 卡拉, Koç 科奇, Kurt 库尔特, Özkan 厄兹坎, Polat 波拉特, Akgün 阿克京`,
  ),
  maghrebi: pool(
    'maghrebi',
    'western',
    `Youssef 优素福, Achraf 阿什拉夫, Hakim 哈基姆, Sofiane 索菲安, Amine 阿明, Ilias 伊利亚斯, Bilal 比拉勒, Ayoub 阿尤布,
     Nabil 纳比勒, Mehdi 迈赫迪, Anass 阿纳斯, Hamza 哈姆扎, Ismaël 伊斯梅尔, Karim 卡里姆, Aïssa 阿伊萨, Zakaria 扎卡里亚,
     Walid 瓦利德, Adel 阿德尔`,
    `Amrani 阿姆拉尼, El Idrissi 伊德里西, Benali 本阿里, Bennani 本纳尼, Ouali 瓦利, Belhadj 贝勒哈吉, Haddad 哈达德,
     Mansouri 曼苏里, Ziani 齐亚尼, Saidi 赛迪, Bouzid 布齐德, Cherif 谢里夫, Belkacem 贝尔卡塞姆, Naceri 纳塞里,
     Zerrouki 泽鲁基, Hamdi 哈姆迪, Jaziri 贾齐里, Slimani 斯利马尼`,
  ),
  arabic: pool(
    'arabic',
    'western',
    `Mohammed 穆罕默德, Abdullah 阿卜杜拉, Fahad 法哈德, Saud 萨乌德, Yasser 亚西尔, Omar 奥马尔, Ali 阿里, Hassan 哈桑,
     Ahmed 艾哈迈德, Khalid 哈立德, Sultan 苏尔坦, Nawaf 纳瓦夫, Faisal 费萨尔, Hamad 哈马德, Abdulrahman 阿卜杜勒拉赫曼,
     Mostafa 穆斯塔法, Mahmoud 马哈茂德, Tariq 塔里克, Yazan 耶赞, Mousa 穆萨`,
    `Al-Harbi 哈尔比, Al-Otaibi 奥泰比, Al-Qahtani 盖赫塔尼, Al-Shehri 谢赫里, Al-Ghamdi 加姆迪, Al-Zahrani 扎赫拉尼,
     Al-Malki 马勒基, Al-Mutairi 穆泰里, Al-Anazi 阿纳齐, Al-Hajri 哈吉里, Al-Khaldi 哈勒迪, Al-Amri 阿姆里,
     Al-Sulaiti 苏莱蒂, Al-Rawi 拉维, Al-Tamimi 塔米米, Al-Jaber 贾比尔, Al-Hashimi 哈希米, Al-Dossari 多萨里`,
  ),
  persian: pool(
    'persian',
    'western',
    `Mehdi 迈赫迪, Ali 阿里, Reza 礼萨, Saman 萨曼, Alireza 阿里礼萨, Hossein 侯赛因, Majid 马吉德, Milad 米拉德,
     Morteza 莫尔泰扎, Amir 阿米尔, Ehsan 埃赫桑, Omid 奥米德, Vahid 瓦希德, Ramin 拉明, Saeid 赛义德, Shoja 肖贾`,
    `Hosseini 侯赛尼, Ahmadi 艾哈迈迪, Mohammadi 穆罕默迪, Rezaei 礼萨伊, Karimi 卡里米, Jafari 贾法里, Rahimi 拉希米,
     Moradi 莫拉迪, Sadeghi 萨德吉, Ghasemi 加塞米, Nouri 努里, Hashemi 哈谢米, Kazemi 卡泽米, Ansari 安萨里, Heidari 海达里`,
  ),
  centralAsian: pool(
    'central-asian',
    'western',
    `Eldor 埃尔多尔, Otabek 奥塔别克, Jasur 贾苏尔, Sardor 萨尔多尔, Azizbek 阿齐兹别克, Odil 奥迪尔, Dostonbek 多斯通别克,
     Sherzod 舍尔佐德, Abbos 阿博斯, Rustam 鲁斯塔姆, Ulugbek 乌卢格别克, Islom 伊斯洛姆, Jamshid 贾姆希德, Bobur 博布尔`,
    `Tursunov 图尔苏诺夫, Rakhimov 拉希莫夫, Karimov 卡里莫夫, Yusupov 尤苏波夫, Nazarov 纳扎罗夫, Alimov 阿利莫夫,
     Saidov 赛多夫, Ergashev 埃尔加舍夫, Kholmatov 霍尔马托夫, Ismoilov 伊斯莫伊洛夫, Abdullaev 阿卜杜拉耶夫,
     Khamdamov 哈姆达莫夫, Juraev 朱拉耶夫`,
  ),
  japanese: pool(
    'japanese',
    'japanese',
    `Yuta 优太, Takumi 拓海, Kento 健斗, Sho 翔, Ryota 亮太, Hiroki 弘树, Kenta 健太, Shota 翔太, Daiki 大辉, Takuma 拓马,
     Haruto 阳翔, Riku 陆, Sota 飒太, Kaito 海斗, Ayumu 步, Naoki 直树, Kazuya 和也, Tatsuya 达也, Ren 莲, Yuto 悠斗`,
    `Sato 佐藤, Suzuki 铃木, Takahashi 高桥, Tanaka 田中, Watanabe 渡边, Yamamoto 山本, Nakamura 中村, Kobayashi 小林,
     Kato 加藤, Yoshida 吉田, Yamada 山田, Sasaki 佐佐木, Matsumoto 松本, Inoue 井上, Kimura 木村, Hayashi 林, Shimizu 清水,
     Yamaguchi 山口, Mori 森, Ikeda 池田, Ishikawa 石川, Ogawa 小川, Okada 冈田, Fujita 藤田, Nishimura 西村, Aoki 青木`,
  ),
  korean: pool(
    'korean',
    'family-first',
    `Seung-ho 承浩, Hyun-woo 贤宇, Tae-hwan 泰焕, Dong-hyun 东贤, Jun-ho 俊浩, Sung-min 成民, Young-woo 英宇, Ji-hoon 智勋,
     Min-kyu 敏圭, Hyun-jun 贤俊, Sang-ho 相浩, Jae-won 在元, Ye-chan 艺灿, Joon-young 俊英, Jeong-hoon 正勋, Ho-jin 浩镇,
     Sung-jin 成镇, Min-seok 敏锡, Dae-won 大元, Tae-min 泰民`,
    `Kim 金, Lee 李, Park 朴, Choi 崔, Jung 郑, Kang 姜, Cho 赵, Yoon 尹, Jang 张, Lim 林, Han 韩, Oh 吴, Seo 徐, Shin 申,
     Kwon 权, Hwang 黄, Ahn 安, Song 宋, Hong 洪, Yoo 柳`,
  ),
  chinese: pool(
    'chinese',
    'family-first',
    `Hao 浩, Wei 伟, Jie 杰, Tao 涛, Peng 鹏, Yu 宇, Bo 博, Chen 晨, Kai 凯, Xiang 翔, Jun 俊, Zhiyuan 志远, Haoran 浩然,
     Zixuan 子轩, Yuhang 宇航, Jiahao 嘉豪, Tianyi 天翼, Junjie 俊杰, Ziyang 子阳, Mingze 明泽`,
    `Wang 王, Li 李, Zhang 张, Liu 刘, Chen 陈, Yang 杨, Zhao 赵, Huang 黄, Zhou 周, Wu 吴, Xu 徐, Sun 孙, Ma 马, Zhu 朱,
     Hu 胡, Guo 郭, He 何, Lin 林, Gao 高, Luo 罗`,
  ),
} satisfies Record<string, NamePool>;

/**
 * Real, well-known players (and a few other public figures) that a pool could otherwise put together: the generator
 * draws again rather than hand one of their names to an invented player.
 */
export const FAMOUS_NAMES: ReadonlySet<string> = new Set([
  'Kyle Walker', 'Ben White', 'Ben Davies', 'Harry Wilson', 'Callum Wilson', 'Jack Clarke',
  'Cameron Johnson', 'Cameron Thomas', 'Isaiah Thomas', 'Keon Johnson',
  'Nicolás González', 'Facundo Medina', 'Alejandro Gómez', 'Raúl García', 'Mario Gómez',
  'Lucas Moura', 'Ricardo Pereira', 'João Pereira',
  'Moussa Sow', 'Ibrahima Traoré', 'Emmanuel Adebayo',
  'Marco Rossi', 'Matteo Ricci', 'Mikkel Hansen', 'Mads Pedersen', 'Mathias Jensen',
  'Takuma Nishimura', 'Kim Tae-hwan', 'Cho Hyun-woo', 'Yang Chen',
  'Yasser Al-Qahtani', 'Ali Karimi', 'Majid Hosseini', 'Milad Mohammadi', 'Barış Yılmaz',
  'Ádám Nagy', 'Botond Balogh', 'Răzvan Marin', 'Mihai Popescu', 'Jakub Kamiński',
]);

export type NamePoolKey = keyof typeof NAME_POOLS;

/** How a drawn pair reads: [Chinese, Latin]. */
export function formatName(pool: NamePool, given: NamePair, family: NamePair): { name: string; nameEn: string } {
  switch (pool.order) {
    case 'western':
      return { name: `${given[1]}·${family[1]}`, nameEn: `${given[0]} ${family[0]}` };
    case 'japanese':
      return { name: `${family[1]}${given[1]}`, nameEn: `${given[0]} ${family[0]}` };
    case 'family-first':
      return { name: `${family[1]}${given[1]}`, nameEn: `${family[0]} ${given[0]}` };
  }
}
