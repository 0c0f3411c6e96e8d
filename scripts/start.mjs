// `npm start`: runs the built server (npm start builds first). PGlite under ./.data unless DATABASE_URL is set.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const entry = resolve(root, 'apps/server/dist/server.js');
if (!existsSync(entry)) {
  console.error('The server is not built: run `npm run build` (npm start does it for you).');
  process.exit(1);
}
const child = spawn(process.execPath, ['--enable-source-maps', entry], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
