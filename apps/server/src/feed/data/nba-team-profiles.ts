/**
 * Each team's head coach and home arena of the 2024-25 season, from the public record: the coach who led the
 * team on the season's opening night (Denver's Michael Malone, Sacramento's Mike Brown and Memphis's Taylor
 * Jenkins were replaced during it; San Antonio's Gregg Popovich was on leave from November), and the arena of
 * that season (the Clippers' first at the Intuit Dome). [Chinese, English]. The contract's NBA_TEAM_PROFILE_SEASON_ID
 * names this season to the pages.
 */
export interface NbaTeamProfileSeed {
  coach: readonly [string, string];
  arena: readonly [string, string];
}

export const NBA_TEAM_PROFILES: Readonly<Record<string, NbaTeamProfileSeed>> = {
  'Boston Celtics': { coach: ['乔·马祖拉', 'Joe Mazzulla'], arena: ['TD花园', 'TD Garden'] },
  'Brooklyn Nets': { coach: ['若尔迪·费尔南德斯', 'Jordi Fernández'], arena: ['巴克莱中心', 'Barclays Center'] },
  'New York Knicks': { coach: ['汤姆·锡伯杜', 'Tom Thibodeau'], arena: ['麦迪逊广场花园', 'Madison Square Garden'] },
  'Philadelphia 76ers': { coach: ['尼克·纳斯', 'Nick Nurse'], arena: ['富国银行中心', 'Wells Fargo Center'] },
  'Toronto Raptors': { coach: ['达科·拉亚科维奇', 'Darko Rajaković'], arena: ['丰业银行球馆', 'Scotiabank Arena'] },
  'Chicago Bulls': { coach: ['比利·多诺万', 'Billy Donovan'], arena: ['联合中心', 'United Center'] },
  'Cleveland Cavaliers': { coach: ['肯尼·阿特金森', 'Kenny Atkinson'], arena: ['火箭抵押球馆', 'Rocket Mortgage FieldHouse'] },
  'Detroit Pistons': { coach: ['J.B.·比克斯塔夫', 'J. B. Bickerstaff'], arena: ['小凯撒竞技场', 'Little Caesars Arena'] },
  'Indiana Pacers': { coach: ['里克·卡莱尔', 'Rick Carlisle'], arena: ['盖恩布里奇球馆', 'Gainbridge Fieldhouse'] },
  'Milwaukee Bucks': { coach: ['道格·里弗斯', 'Doc Rivers'], arena: ['费瑟夫论坛', 'Fiserv Forum'] },
  'Atlanta Hawks': { coach: ['奎因·斯奈德', 'Quin Snyder'], arena: ['州立农业球馆', 'State Farm Arena'] },
  'Charlotte Hornets': { coach: ['查尔斯·李', 'Charles Lee'], arena: ['光谱中心', 'Spectrum Center'] },
  'Miami Heat': { coach: ['埃里克·斯波尔斯特拉', 'Erik Spoelstra'], arena: ['卡塞亚中心', 'Kaseya Center'] },
  'Orlando Magic': { coach: ['贾马尔·莫斯利', 'Jamahl Mosley'], arena: ['起亚中心', 'Kia Center'] },
  'Washington Wizards': { coach: ['布莱恩·基夫', 'Brian Keefe'], arena: ['第一资本竞技场', 'Capital One Arena'] },
  'Denver Nuggets': { coach: ['迈克尔·马龙', 'Michael Malone'], arena: ['波尔球馆', 'Ball Arena'] },
  'Minnesota Timberwolves': { coach: ['克里斯·芬奇', 'Chris Finch'], arena: ['标靶中心', 'Target Center'] },
  'Oklahoma City Thunder': { coach: ['马克·戴格诺特', 'Mark Daigneault'], arena: ['佩科姆中心', 'Paycom Center'] },
  'Portland Trail Blazers': { coach: ['昌西·比卢普斯', 'Chauncey Billups'], arena: ['摩达中心', 'Moda Center'] },
  'Utah Jazz': { coach: ['威尔·哈迪', 'Will Hardy'], arena: ['三角洲中心', 'Delta Center'] },
  'Golden State Warriors': { coach: ['史蒂夫·科尔', 'Steve Kerr'], arena: ['大通中心', 'Chase Center'] },
  'Los Angeles Clippers': { coach: ['泰伦·卢', 'Tyronn Lue'], arena: ['直觉球馆', 'Intuit Dome'] },
  'Los Angeles Lakers': { coach: ['JJ·雷迪克', 'JJ Redick'], arena: ['Crypto.com球馆', 'Crypto.com Arena'] },
  'Phoenix Suns': { coach: ['迈克·布登霍尔泽', 'Mike Budenholzer'], arena: ['足迹中心', 'Footprint Center'] },
  'Sacramento Kings': { coach: ['迈克·布朗', 'Mike Brown'], arena: ['黄金一号中心', 'Golden 1 Center'] },
  'Dallas Mavericks': { coach: ['贾森·基德', 'Jason Kidd'], arena: ['美国航空中心', 'American Airlines Center'] },
  'Houston Rockets': { coach: ['伊梅·乌度卡', 'Ime Udoka'], arena: ['丰田中心', 'Toyota Center'] },
  'Memphis Grizzlies': { coach: ['泰勒·詹金斯', 'Taylor Jenkins'], arena: ['联邦快递论坛', 'FedExForum'] },
  'New Orleans Pelicans': { coach: ['威利·格林', 'Willie Green'], arena: ['冰沙国王中心', 'Smoothie King Center'] },
  'San Antonio Spurs': { coach: ['格雷格·波波维奇', 'Gregg Popovich'], arena: ['弗罗斯特银行中心', 'Frost Bank Center'] },
};
