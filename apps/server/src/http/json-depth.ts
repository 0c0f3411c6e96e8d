/**
 * How deep a JSON request body may nest. The contract's request schemas are flat objects (a list or an
 * object inside at most), so 32 leaves room and still refuses the bodies that cost: 500k levels of `[`
 * fit in 1 MB and held the event loop for ~0.5 s in JSON.parse (issue 12 §1.8).
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \
const OPEN_ARRAY = 0x5b; // [
const OPEN_OBJECT = 0x7b; // {
const CLOSE_ARRAY = 0x5d; // ]
const CLOSE_OBJECT = 0x7d; // }

/**
 * true when `text` opens more than `max` arrays or objects inside each other, counting brackets outside
 * strings only. One pass over the characters with no allocation, stopping at the first level too deep,
 * so it costs far less than the parse it saves; malformed JSON is left to the parser to refuse.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}
