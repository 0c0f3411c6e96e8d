// e2e and Lighthouse drive Debian's Chromium; no test downloads a browser. On a fresh machine where we are
// root with apt-get, install it; otherwise say in one line what to run. Never skip e2e silently.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = () => process.env.CHROME_PATH ?? '/usr/bin/chromium';

const canApt = () => process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;

/** true when Chromium is there (already, or installed now); false after printing what to do. */
export function ensureChromium() {
  const path = chromiumPath();
  if (existsSync(path)) return true;
  if (path === '/usr/bin/chromium' && canApt()) {
    console.log("Installing Debian's chromium (e2e uses /usr/bin/chromium; no browser download)");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
    if (run(['update', '-qq']) && run(['install', '-y', '-qq', 'chromium']) && existsSync(path)) return true;
  }
  console.error(`e2e needs Chromium at ${path}: run \`sudo apt-get install chromium\` (or set CHROME_PATH to a Chromium), then npm test again`);
  return false;
}
