import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseStaffRole, STAFF_ROLE_NAMES, STAFF_ROLES, type StaffRole } from '@sport/contract/console';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { DataDirInUseError } from '../../db/data-dir-lock';
import { isDomainError } from '../../lib/domain-errors';
import { createStaffService } from './staff-service';

const USAGE = `usage: npm run staff -- add <name> --role <role>[,<role>] [--password <password>]
roles: ${STAFF_ROLES.map((role) => `${role} (${STAFF_ROLE_NAMES[role]})`).join(', ')}`;

/** `--name value` or `--name=value`. */
function option(args: string[], name: string): string | undefined {
  const at = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (at < 0) return undefined;
  const arg = args[at] ?? '';
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[at + 1];
}

/** Asks for the password on the terminal without echoing it. */
async function promptPassword(): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY });
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      process.stdout.write(question);
      muted = true;
      rl.question('', (answer) => {
        muted = false;
        process.stdout.write('\n');
        resolve(answer);
      });
    });
  try {
    const first = await ask('password: ');
    const again = await ask('password again: ');
    if (first !== again) throw new Error('the two passwords differ');
    return first;
  } finally {
    rl.close();
  }
}

/**
 * `npm run staff -- add <name> --role moderator[,admin] [--password …]`: creates a console account and prints its
 * TOTP secret and otpauth URI once (scan it into an authenticator app; it is not shown again).
 */
async function main(): Promise<void> {
  const [command, name, ...rest] = process.argv.slice(2);
  if (command !== 'add' || !name || name.startsWith('--')) {
    console.error(USAGE);
    process.exit(64);
  }
  const roleText = option(rest, 'role') ?? '';
  const roles = roleText.split(',').map(parseStaffRole);
  if (roleText === '' || roles.some((role) => role === null)) {
    console.error(`unknown role in "${roleText}"\n${USAGE}`);
    process.exit(64);
  }
  const password = option(rest, 'password') ?? (await promptPassword());
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const staff = createStaffService({ db: database.db });
    const made = await staff.create({ name, password, roles: roles as StaffRole[] });
    console.log(
      `staff ${name} created (id ${made.id}), roles: ${(roles as StaffRole[]).map((r) => STAFF_ROLE_NAMES[r]).join(', ')}`,
    );
    console.log(`TOTP secret: ${made.secret}`);
    console.log(`otpauth URI: ${made.uri}`);
    console.log('Add it to an authenticator app now: it is not shown again.');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirInUseError) {
    console.error(`Cannot add staff: ${error.message} (stop the server, or use DATABASE_URL)`);
    process.exit(75);
  }
  if (isDomainError(error)) {
    console.error(error.message);
    process.exit(65);
  }
  console.error(error);
  process.exit(1);
});
