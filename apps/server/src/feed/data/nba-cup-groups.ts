/**
 * The 2024 NBA Cup's groups (season 2024-25), as the league drew them. The public record we hold
 * (../shared/data/nba/README.md) gives the knockout alone; the group games are simulated, and steered so that
 * they lead to it: each group's teams are listed in the order they finish, every game going to the team listed
 * first except the upsets named. That gives the record's eight quarter-finalists (the Knicks, Bucks, Hawks,
 * Thunder, Rockets and Warriors winning their groups; the Magic and the Mavericks the wild cards, the only
 * 3-1 teams that did not win a group); the seeds that decide who hosts a quarter-final are then checked
 * against the record's hosts.
 */
export interface NbaCupGroupSeed {
  name: string;
  nameEn: string;
  conference: 1 | 2;
  /** In finishing order. */
  teams: readonly string[];
  /** [winner, loser]: games the team listed later wins. */
  upsets: readonly (readonly [string, string])[];
}

export const NBA_CUP_2024_GROUPS: readonly NbaCupGroupSeed[] = [
  {
    name: '东部A组',
    nameEn: 'East Group A',
    conference: 1,
    teams: ['New York Knicks', 'Orlando Magic', 'Philadelphia 76ers', 'Brooklyn Nets', 'Charlotte Hornets'],
    upsets: [['Charlotte Hornets', 'New York Knicks']],
  },
  {
    name: '东部B组',
    nameEn: 'East Group B',
    conference: 1,
    teams: ['Milwaukee Bucks', 'Miami Heat', 'Indiana Pacers', 'Detroit Pistons', 'Toronto Raptors'],
    upsets: [['Toronto Raptors', 'Miami Heat']],
  },
  {
    name: '东部C组',
    nameEn: 'East Group C',
    conference: 1,
    teams: ['Atlanta Hawks', 'Boston Celtics', 'Cleveland Cavaliers', 'Chicago Bulls', 'Washington Wizards'],
    upsets: [
      ['Washington Wizards', 'Atlanta Hawks'],
      ['Chicago Bulls', 'Boston Celtics'],
    ],
  },
  {
    name: '西部A组',
    nameEn: 'West Group A',
    conference: 2,
    teams: ['Oklahoma City Thunder', 'Phoenix Suns', 'Los Angeles Lakers', 'San Antonio Spurs', 'Utah Jazz'],
    upsets: [['Utah Jazz', 'Phoenix Suns']],
  },
  {
    name: '西部B组',
    nameEn: 'West Group B',
    conference: 2,
    teams: ['Houston Rockets', 'Dallas Mavericks', 'Denver Nuggets', 'Los Angeles Clippers', 'New Orleans Pelicans'],
    upsets: [['New Orleans Pelicans', 'Houston Rockets']],
  },
  {
    name: '西部C组',
    nameEn: 'West Group C',
    conference: 2,
    teams: ['Golden State Warriors', 'Minnesota Timberwolves', 'Sacramento Kings', 'Memphis Grizzlies', 'Portland Trail Blazers'],
    upsets: [
      ['Portland Trail Blazers', 'Golden State Warriors'],
      ['Memphis Grizzlies', 'Minnesota Timberwolves'],
    ],
  },
];

/** Names of the groups a simulated Cup draws (the running season), per conference. */
export const NBA_CUP_GROUP_NAMES: Readonly<Record<1 | 2, readonly (readonly [string, string])[]>> = {
  1: [
    ['东部A组', 'East Group A'],
    ['东部B组', 'East Group B'],
    ['东部C组', 'East Group C'],
  ],
  2: [
    ['西部A组', 'West Group A'],
    ['西部B组', 'West Group B'],
    ['西部C组', 'West Group C'],
  ],
};
