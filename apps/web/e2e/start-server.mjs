// Starts the real built server (a process of its own) on an empty data folder, so every e2e run seeds a fresh
// demo world.
import { spawn, spawnSync } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set');
await rm(dataDir, { recursive: true, force: true });

// A 审核 (moderator) account for the console spec, made by the real `npm run staff -- add` command before the server
// holds the folder; the spec computes its TOTP codes from the secret the command printed.
if (process.env.CONSOLE_STAFF_FILE) {
  const password = 'e2e-console-password';
  const made = spawnSync(
    process.execPath,
    [
      fileURLToPath(new URL('../../../node_modules/tsx/dist/cli.mjs', import.meta.url)),
      fileURLToPath(new URL('../../server/src/modules/console/staff-cli.ts', import.meta.url)),
      'add',
      'e2e_moderator',
      '--role',
      '审核',
      '--password',
      password,
    ],
    { encoding: 'utf8' },
  );
  const secret = /TOTP secret: ([A-Z2-7]+)/.exec(made.stdout)?.[1];
  if (!secret) throw new Error(`npm run staff failed: ${made.stdout}${made.stderr}`);
  await writeFile(process.env.CONSOLE_STAFF_FILE, JSON.stringify({ name: 'e2e_moderator', password, secret }));
}

const server = spawn(process.execPath, [fileURLToPath(new URL('../../server/dist/server.js', import.meta.url))], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
