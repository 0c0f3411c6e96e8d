import { describe, expect, it } from 'vitest';
import type { FeedContext } from '../adapter';
import { openfootballAdapter } from './adapter';
import type { SourceFile } from './format';

// The adapter alone, over a context that hands out ids: what each goal's minute becomes in match_events.
const file: SourceFile = {
  name: 'World Cup 2022',
  matches: [
    // The real quarter-final: Weghorst's equaliser came at 90+11', so 2–2 after 90 minutes.
    {
      round: 'Quarter-finals',
      date: '2022-12-09',
      time: '22:00',
      team1: 'Netherlands',
      team2: 'Argentina',
      score: { ft: [2, 2], et: [2, 2], p: [3, 4], ht: [1, 0] },
      goals1: [
        { name: 'Wout Werghost', minute: 83 },
        { name: 'Wout Werghost', minute: 90, offset: 11 },
      ],
      goals2: [
        { name: 'Nahuel Molina', minute: 35 },
        { name: 'Lionel Messi', minute: 73, penalty: true },
      ],
    },
    // Made up: a first-half stoppage goal, one in the first half of extra time's stoppage, one in its 106th minute.
    {
      round: 'Semi-finals',
      date: '2022-12-13',
      time: '22:00',
      team1: 'France',
      team2: 'Morocco',
      score: { ft: [1, 1], et: [2, 2], p: [4, 3], ht: [1, 0] },
      goals1: [
        { name: 'Théo Hernández', minute: 45, offset: 2 },
        { name: 'Kylian Mbappé', minute: 106 },
      ],
      goals2: [
        { name: 'Hakim Ziyech', minute: 60 },
        { name: 'Youssef En-Nesyri', minute: 105, offset: 1 },
      ],
    },
  ],
};

function context(): FeedContext {
  const ids = new Map<string, number>();
  const idOf = (key: string) => {
    if (!ids.has(key)) ids.set(key, ids.size + 1);
    return ids.get(key) ?? 0;
  };
  return {
    teamIdBySourceName: () => undefined,
    teamIdByNameEn: (name) => idOf(`team:${name}`),
    matchId: (ref) => idOf(`match:${ref}`),
    playerId: (ref) => idOf(`player:${ref}`),
  };
}

const read = () =>
  openfootballAdapter({ file, competitionId: 10810, zone: 'Asia/Qatar', now: new Date('2026-11-24T12:00:00Z') }).read(
    context(),
  );

describe('openfootball goals in stoppage time', () => {
  it('keep the period minute and the added minutes apart: 90+11 is 90 and 11, not 101', () => {
    const batch = read();
    const [quarterFinal] = batch.matches;
    const events = batch.events.filter((e) => e.matchId === quarterFinal?.id);
    expect(events.map((e) => [e.seq, e.minute, e.addedMinute, e.side])).toEqual([
      [1, 35, null, 2],
      [2, 73, null, 2],
      [3, 83, null, 1],
      [4, 90, 11, 1],
    ]);
  });

  it('write 45+2 as 45 and 2, 105+1 as 105 and 1, in the order they were scored', () => {
    const batch = read();
    const semiFinal = batch.matches[1];
    const events = batch.events.filter((e) => e.matchId === semiFinal?.id);
    expect(events.map((e) => [e.seq, e.minute, e.addedMinute, e.side])).toEqual([
      [1, 45, 2, 1],
      [2, 60, null, 2],
      [3, 105, 1, 2],
      [4, 106, null, 1],
    ]);
  });
});

describe('openfootball scorers', () => {
  it('are named in Chinese where the table knows them, the source spelling kept as nameEn', () => {
    const names = read().players.map((p) => [p.name, p.nameEn]);
    expect(names).toEqual(
      expect.arrayContaining([
        ['梅西', 'Lionel Messi'],
        // The source's misspelling of Weghorst is still him.
        ['沃特·韦霍斯特', 'Wout Werghost'],
        ['哈基姆·齐耶赫', 'Hakim Ziyech'],
      ]),
    );
  });

  it('keep the Latin name where the table has none', () => {
    const unknown = {
      ...file,
      matches: (file.matches ?? []).map((m, i) =>
        i === 0 ? { ...m, goals1: [{ name: 'Nobody Known', minute: 83 }] } : m,
      ),
    };
    const now = new Date('2026-11-24T12:00:00Z');
    const batch = openfootballAdapter({ file: unknown, competitionId: 10810, zone: 'Asia/Qatar', now }).read(context());
    expect(batch.players.find((p) => p.nameEn === 'Nobody Known')).toMatchObject({ name: 'Nobody Known' });
  });
});
