type Pair = [key: string, value: string];

function scalar(value: unknown): string {
  if (value instanceof Date) return String(value.getTime());
  return String(value);
}

function walk(prefix: string, value: unknown, out: Pair[]): void {
  // absent optional fields are left out rather than sent as empty strings the server would have to reject
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(`${prefix}[${index}]`, item, out));
    return;
  }
  if (typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, inner] of Object.entries(value)) walk(prefix ? `${prefix}.${key}` : key, inner, out);
    return;
  }
  out.push([prefix, scalar(value)]);
}

/**
 * Flattens an object into SPEC §7's form fields: nested keys joined by dots (`a.b=1`), array items by index
 * (`ids[0]=1`), the way qs `allowDots` writes them. Used for form bodies and GET query strings alike.
 */
export function toFormPairs(input: unknown): Pair[] {
  const out: Pair[] = [];
  walk('', input, out);
  return out;
}

export function toSearchParams(input: unknown): URLSearchParams {
  return new URLSearchParams(toFormPairs(input));
}
