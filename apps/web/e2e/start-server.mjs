// Starts the real built server (a process of its own) on an empty data folder, so every e2e run seeds a fresh
// demo world.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set');
await rm(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, [fileURLToPath(new URL('../../server/dist/server.js', import.meta.url))], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
