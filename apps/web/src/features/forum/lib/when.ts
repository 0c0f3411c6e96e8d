/** A post's time as a list shows it: MM-DD HH:mm this year, YYYY-MM-DD before (the reader's clock). */
export function postTime(epochMs: number, now: number = Date.now()): string {
  const date = new Date(epochMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  if (date.getFullYear() !== new Date(now).getFullYear()) return `${date.getFullYear()}-${day}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
