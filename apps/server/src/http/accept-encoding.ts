/** The content codings we have bytes for, best first. */
export type ContentCoding = 'br' | 'gzip';
const PREFERENCE: readonly ContentCoding[] = ['br', 'gzip'];

/** Clients send one of a handful of header values; each is parsed once. */
const memo = new Map<string, ContentCoding | null>();
const MEMO_LIMIT = 256;

function parse(header: string): ContentCoding | null {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (name === '') continue;
    let q = 1;
    for (const param of params) {
      if (!param.startsWith('q=')) continue;
      const value = Number(param.slice(2));
      q = Number.isFinite(value) && value >= 0 && value <= 1 ? value : 0;
    }
    weights.set(name, q);
  }
  let best: ContentCoding | null = null;
  let bestQ = 0;
  for (const coding of PREFERENCE) {
    const q = weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}

/**
 * The coding to answer with for an Accept-Encoding header (RFC 9110 §12.5.3): the highest q-value among
 * br and gzip, br on a tie, `*` standing for codings not named, q=0 refusing; null for identity.
 */
export function acceptedEncoding(header: string | string[] | undefined): ContentCoding | null {
  if (header === undefined) return null;
  const text = Array.isArray(header) ? header.join(',') : header;
  const known = memo.get(text);
  if (known !== undefined) return known;
  const coding = parse(text);
  if (text.length <= 200) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(text, coding);
  }
  return coding;
}
