/** Epoch milliseconds now. Services take one so tests can move time instead of waiting for it. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
