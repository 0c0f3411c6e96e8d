/**
 * The one rule for who may see a tip's paid content (sportsInfo, sportsPlay, and the legs' picks): a free
 * tip, its expert, a buyer, or anyone once it is settled. Every answer that could carry paid content asks
 * this; lists never carry it at all.
 */
export interface TipAccess {
  price: number;
  expertId: number;
  settled: boolean;
}

export interface Reader {
  userId: number | null;
  bought: boolean;
}

export function mayReadPaidContent(tip: TipAccess, reader: Reader): boolean {
  if (tip.price === 0 || tip.settled) return true;
  if (reader.userId === null) return false;
  return reader.userId === tip.expertId || reader.bought;
}
