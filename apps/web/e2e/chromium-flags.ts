// ARCHITECTURE §1: Debian's Chromium with the flags that work in this sandbox; never a downloaded browser.
// Shared by the e2e config and the Lighthouse benchmark.
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
