import { ageText, type PlayerDetail } from '@sport/contract';
import { t } from '../../../lib/i18n';

export interface PlayerFact {
  key: string;
  value: string;
}

/** A profile value, or 未知 when the source does not know it (nullable fields, empty strings). */
const known = (value: string | number | null): string => {
  if (value === null || value === '') return t('football.playerPage.unknown');
  return String(value);
};
const measured = (key: string, value: number | null, vars: (v: number) => Record<string, number>): string =>
  value === null ? known(null) : t(key, vars(value));

/** The profile's facts, in the order the page lists them. */
export function playerFacts(player: PlayerDetail, now: number): PlayerFact[] {
  return [
    { key: 'team', value: known(player.teamName) },
    { key: 'position', value: player.position === null ? known(null) : t(`football.teamPage.positions.${player.position}`) },
    { key: 'shirtNumber', value: known(player.shirtNumber) },
    { key: 'age', value: player.birthday === null ? known(null) : ageText(player.birthday, now) },
    { key: 'height', value: measured('football.playerPage.height', player.height, (value) => ({ value })) },
    { key: 'weight', value: measured('football.playerPage.weight', player.weight, (value) => ({ value })) },
    { key: 'nationality', value: known(player.nationality) },
    { key: 'preferredFoot', value: known(player.preferredFoot) },
    {
      key: 'marketValue',
      value: measured('football.playerPage.marketValue', player.marketValue, (euros) => ({ value: Math.round(euros / 10_000), euros })),
    },
    { key: 'contractUntil', value: player.contractUntil === null ? known(null) : new Date(player.contractUntil).toISOString().slice(0, 10) },
  ];
}
