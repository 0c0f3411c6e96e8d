// The package compiles with lib ES2023 only (no DOM, no Node typings) so that nothing platform-specific
// slips in. TextEncoder is the one web-platform global it uses (sha256.ts): present in every browser
// and in Node ≥ 11. The declaration has the DOM lib's shape, so it merges where DOM typings are loaded.
export {};

declare global {
  interface TextEncoder {
    encode(input?: string): Uint8Array;
  }
  var TextEncoder: { prototype: TextEncoder; new (): TextEncoder };
}
