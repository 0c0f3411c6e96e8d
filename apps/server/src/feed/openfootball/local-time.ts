const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs far more than using it. */
function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(zone, format);
  }
  return format;
}

/** The zone's offset from UTC at `instant`, in ms (positive east of Greenwich), read from Intl. */
function offsetAt(zone: string, instant: number): number {
  const parts = formatIn(zone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The UTC instant of a wall-clock time in `zone` ('2024-08-16', '20:00', 'Europe/London' → 19:00 UTC).
 * The offset is read at the guess and again at the result, so a time just after a DST change is right.
 */
export function localTimeToUtc(date: string, time: string, zone: string): Date {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  if (
    y === undefined ||
    mo === undefined ||
    d === undefined ||
    h === undefined ||
    mi === undefined ||
    [y, mo, d, h, mi].some(Number.isNaN)
  ) {
    throw new Error(`bad date or time: ${date} ${time}`);
  }
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const first = wall - offsetAt(zone, wall);
  return new Date(wall - offsetAt(zone, first));
}
