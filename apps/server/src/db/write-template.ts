// `npm run build` (build.mjs) runs this after bundling: the migrated PGlite template a first start loads
// (pglite-template.ts). Arguments: none; it writes into apps/server/dist.
import { join } from 'node:path';
import { migrationsFolder } from './client';
import { writeBuiltTemplate } from './pglite-template';

const path = await writeBuiltTemplate(migrationsFolder(), join(import.meta.dirname, '../../dist'));
console.log(`built ${path.split('/').slice(-2).join('/')} (a migrated PGlite folder for first starts)`);
