import { spawn } from 'node:child_process';

/** Runs commands at once, their output kept apart and printed whole as each ends; true when all passed. */
export async function together(parts, cwd) {
  const results = await Promise.all(
    parts.map(
      (part) =>
        new Promise((done) => {
          const started = Date.now();
          const child = spawn(part.cmd[0], part.cmd.slice(1), { cwd, env: part.env ?? process.env });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => {
            const ok = code === 0;
            process.stdout.write(`\n── ${part.name}: ${part.cmd.join(' ')}\n${Buffer.concat(output).toString()}`);
            console.log(`── ${part.name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
            done(ok);
          });
        }),
    ),
  );
  return results.every(Boolean);
}

