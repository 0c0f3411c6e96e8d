import type { TeamSeed } from './national-teams';

export type NbaDivision = 'atlantic' | 'central' | 'southeast' | 'northwest' | 'pacific' | 'southwest';

export const NBA_DIVISIONS: readonly { division: NbaDivision; conference: 1 | 2; teams: readonly TeamSeed[] }[] = [
  {
    division: 'atlantic',
    conference: 1,
    teams: [
      ['Boston Celtics', '波士顿凯尔特人', '凯尔特人', ['#007a33', '#ffffff'], 92],
      ['Brooklyn Nets', '布鲁克林篮网', '篮网', ['#000000', '#ffffff'], 66],
      ['New York Knicks', '纽约尼克斯', '尼克斯', ['#006bb6', '#f58426'], 84],
      ['Philadelphia 76ers', '费城76人', '76人', ['#006bb6', '#ed174c'], 78],
      ['Toronto Raptors', '多伦多猛龙', '猛龙', ['#ce1141', '#000000'], 68],
    ],
  },
  {
    division: 'central',
    conference: 1,
    teams: [
      ['Chicago Bulls', '芝加哥公牛', '公牛', ['#ce1141', '#000000'], 72],
      ['Cleveland Cavaliers', '克利夫兰骑士', '骑士', ['#860038', '#fdbb30'], 87],
      ['Detroit Pistons', '底特律活塞', '活塞', ['#c8102e', '#1d42ba'], 72],
      ['Indiana Pacers', '印第安纳步行者', '步行者', ['#002d62', '#fdbb30'], 80],
      ['Milwaukee Bucks', '密尔沃基雄鹿', '雄鹿', ['#00471b', '#eee1c6'], 84],
    ],
  },
  {
    division: 'southeast',
    conference: 1,
    teams: [
      ['Atlanta Hawks', '亚特兰大老鹰', '老鹰', ['#e03a3e', '#c1d32f'], 74],
      ['Charlotte Hornets', '夏洛特黄蜂', '黄蜂', ['#1d1160', '#00788c'], 64],
      ['Miami Heat', '迈阿密热火', '热火', ['#98002e', '#f9a01b'], 78],
      ['Orlando Magic', '奥兰多魔术', '魔术', ['#0077c0', '#c4ced4'], 79],
      ['Washington Wizards', '华盛顿奇才', '奇才', ['#002b5c', '#e31837'], 62],
    ],
  },
  {
    division: 'northwest',
    conference: 2,
    teams: [
      ['Denver Nuggets', '丹佛掘金', '掘金', ['#0e2240', '#fec524'], 88],
      ['Minnesota Timberwolves', '明尼苏达森林狼', '森林狼', ['#0c2340', '#78be20'], 85],
      ['Oklahoma City Thunder', '俄克拉荷马城雷霆', '雷霆', ['#007ac1', '#ef3b24'], 90],
      ['Portland Trail Blazers', '波特兰开拓者', '开拓者', ['#e03a3e', '#000000'], 65],
      ['Utah Jazz', '犹他爵士', '爵士', ['#002b5c', '#f9a01b'], 63],
    ],
  },
  {
    division: 'pacific',
    conference: 2,
    teams: [
      ['Golden State Warriors', '金州勇士', '勇士', ['#1d428a', '#ffc72c'], 81],
      ['Los Angeles Clippers', '洛杉矶快船', '快船', ['#c8102e', '#1d428a'], 79],
      ['Los Angeles Lakers', '洛杉矶湖人', '湖人', ['#552583', '#fdb927'], 83],
      ['Phoenix Suns', '菲尼克斯太阳', '太阳', ['#1d1160', '#e56020'], 78],
      ['Sacramento Kings', '萨克拉门托国王', '国王', ['#5a2d81', '#63727a'], 75],
    ],
  },
  {
    division: 'southwest',
    conference: 2,
    teams: [
      ['Dallas Mavericks', '达拉斯独行侠', '独行侠', ['#00538c', '#b8c4ca'], 83],
      ['Houston Rockets', '休斯敦火箭', '火箭', ['#ce1141', '#000000'], 81],
      ['Memphis Grizzlies', '孟菲斯灰熊', '灰熊', ['#5d76a9', '#12173f'], 79],
      ['New Orleans Pelicans', '新奥尔良鹈鹕', '鹈鹕', ['#0c2340', '#c8102e'], 70],
      ['San Antonio Spurs', '圣安东尼奥马刺', '马刺', ['#c4ced4', '#000000'], 71],
    ],
  },
];
