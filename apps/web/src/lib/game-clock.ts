/**
 * A status with a basketball period's game clock when one runs, from the seconds left: 第四节 03:21; the status
 * alone otherwise (中场, 完场 …).
 */
export function withGameClock(status: string, clock: number | null | undefined): string {
  if (clock === null || clock === undefined) return status;
  const seconds = clock % 60;
  return `${status} ${String((clock - seconds) / 60).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
