import { useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, storage } from '../../../lib/storage';

/** How many opened tips are remembered: the newest ones, enough for every list a person scrolls. */
const KEEP = 500;

function readStored(): readonly number[] {
  try {
    const parsed: unknown = JSON.parse(storage.get(STORAGE_KEYS.readProgramIds) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

// the parsed list of the stored text: a stable value while the text stays the same (useSyncExternalStore)
let cached: { raw: string | null; ids: readonly number[] } = { raw: null, ids: [] };
const listeners = new Set<() => void>();

function current(): readonly number[] {
  const raw = storage.get(STORAGE_KEYS.readProgramIds);
  if (raw !== cached.raw) cached = { raw, ids: raw === null ? [] : readStored() };
  return cached.ids;
}

/**
 * SPEC §3 readProgramIds, kept by the client (the server is not asked): the tips this device opened, newest
 * last, in localStorage so a reload and the lists agree.
 */
export function markProgramRead(id: number): void {
  const list = current();
  if (list[list.length - 1] === id) return;
  storage.set(STORAGE_KEYS.readProgramIds, JSON.stringify([...list.filter((x) => x !== id), id].slice(-KEEP)));
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The ids of the tips opened on this device; the component re-renders when one more is opened. */
export function useReadProgramIds(): ReadonlySet<number> {
  const list = useSyncExternalStore(subscribe, current, current);
  return useMemo(() => new Set(list), [list]);
}
