// The import rules must keep firing: each row is an import a file of ours may or may not make.
// Run through ESLint's RuleTester, so the rule's wiring (which syntax it looks at) is tested too.
import { resolve } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import boundaries from './eslint-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = resolve(import.meta.dirname, '..');
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' } });

/** [importing file, import statement] */
const allowed = [
  // contract: pure, its own files and packages only
  ['packages/contract/src/rules/age.ts', "import { Type } from 'typebox';"],
  ['packages/contract/src/rules/age.ts', "import { DAY_MS } from '../constants';"],
  // web: lib/components → features → app
  ['apps/web/src/features/anchor/routes/anchor-home.tsx', "import { http } from '../../../lib/http';"],
  ['apps/web/src/features/anchor/routes/anchor-home.tsx', "import { QueryView } from '../../../components/ui/query-view';"],
  ['apps/web/src/features/anchor/routes/anchor-home.tsx', "import { followHost } from '../api/follow-host';"],
  ['apps/web/src/features/news/routes/news-home.tsx', "import { x } from '../components/tip-card';"],
  ['apps/web/src/app/router.tsx', "import { AnchorHome } from '../features/anchor/routes/anchor-home';"],
  ['apps/web/src/components/ui/query-view.tsx', "import { EmptyState } from './empty-state';"],
  ['apps/web/src/components/ui/query-view.tsx', "import { t } from '../../lib/i18n';"],
  ['apps/web/src/lib/socket.ts', "import { http } from './http';"],
  ['apps/web/src/features/anchor/api/follow-host.ts', "import type { Host } from '@sport/contract';"],
  // server: modules over plugins/http, each module its own tables and repository
  ['apps/server/src/modules/wallet/service.ts', "import { appendEntry } from './repository';"],
  ['apps/server/src/modules/wallet/repository.ts', "import { wallets } from '../../db/schema/wallet';"],
  ['apps/server/src/modules/football/repository.ts', "import { matches } from '../../db/schema/match';"],
  ['apps/server/src/modules/football/repository.ts', "import { teams } from '../../db/schema/team';"],
  ['apps/server/src/modules/nba/repository.ts', "import { matches } from '../../db/schema/match';"],
  ['apps/server/src/modules/nba/repository.ts', "import { nbaBoxScores } from '../../db/schema/nba';"],
  ['apps/server/src/modules/football/match-repository.ts', "import { selectMatchRows } from '../../db/match-queries';"],
  ['apps/server/src/modules/nba/repository.ts', "import { homeTeam } from '../../db/match-queries';"],
  ['apps/server/src/modules/anchor/routes.ts', "import { addRoute } from '../../http/route';"],
  ['apps/server/src/modules/news/order-service.ts', "import type { WalletService } from '../wallet/service';"],
  ['apps/server/src/modules/match/service.ts', "import type { NbaService } from '../nba/service';"],
  // SQL in repositories; a helper may name a table's row type
  ['apps/server/src/modules/ranking/repository.ts', "import { sql } from 'drizzle-orm';"],
  ['apps/server/src/modules/football/match-repository.ts', "import { eq } from 'drizzle-orm';"],
  ['apps/server/src/modules/ranking/views.ts', "import type { StoredLeg } from '../../db/schema/ranking';"],
  ['apps/server/src/modules/nba/kinds.ts', "import { type MatchKind } from '../../db/schema/match';"],
  ['apps/server/src/modules/ranking/settle-bet.test.ts', "import { sql } from 'drizzle-orm';"],
  ['apps/web/src/components/ui/load-error.tsx', "import { useOnline } from '../../lib/online';"],
  ['apps/server/src/modules/wallet/service.test.ts', "import { users } from '../../db/schema/user';"],
  ['apps/server/src/plugins/auth.ts', "import { AppError } from '../http/app-error';"],
  ['apps/server/src/modules/match/routes.ts', "import { forbidden } from '../../http/app-error';"],
  ['apps/server/src/modules/forum/photo-routes.ts', "import { notFound } from '../../http/app-error';"],
  ['apps/server/src/modules/wallet/service.ts', "import { GoldInsufficientError } from '../../lib/domain-errors';"],
  ['apps/server/src/feed/seed.ts', "import { matches } from '../db/schema';"],
  ['apps/server/src/jobs/leader.ts', "import { sql } from 'drizzle-orm';"],
  // the operator console: its own contract part, lib and components of the web
  ['apps/web/src/console/api.ts', "import { consoleRoutes } from '@sport/contract/console';"],
  ['apps/web/src/console/console-app.tsx', "import { LoginPage } from './login-page';"],
  ['apps/web/src/console/console-app.tsx', "import { t } from '../lib/i18n';"],
  ['apps/server/src/modules/console/routes.ts', "import { consoleRoutes } from '@sport/contract/console';"],
];

/** [importing file, import statement, why (a part of the message)] */
const refused = [
  ['packages/contract/src/sign.ts', "import { createHash } from 'node:crypto';", 'no Node built-ins'],
  ['packages/contract/src/sign.ts', "import { createHash } from 'crypto';", 'no Node built-ins'],
  ['packages/contract/src/sign.ts', "import { readFile } from 'fs/promises';", 'no Node built-ins'],
  ['packages/contract/src/sign.ts', "import { test } from 'node:test';", 'no Node built-ins'],
  ['packages/contract/src/sign.ts', "const fs = require('fs');", 'no Node built-ins'],
  ['packages/contract/src/sign.ts', "import fs = require('fs');", 'no Node built-ins'],
  ['packages/contract/src/sign.ts', "const fs = await import('fs');", 'no Node built-ins'],
  ['packages/contract/src/sign.ts', "export { join } from 'path';", 'no Node built-ins'],
  ['packages/contract/src/sign.ts', "import { x } from '@sport/server';", 'imports nothing of ours'],
  ['packages/contract/src/sign.ts', "import { x } from '../../../apps/web/src/lib/http';", 'imports nothing of ours'],
  ['apps/web/src/features/news/routes/news-home.tsx', "import { HostCard } from '../../anchor/components/host-card';", 'another feature'],
  ['apps/web/src/features/news/api/buy-tip.ts', "export * from '../../anchor/api/follow-host';", 'another feature'],
  ['apps/web/src/features/news/routes/news-home.tsx', "const m = import('../../anchor/routes/anchor-home');", 'another feature'],
  ['apps/web/src/features/anchor/routes/anchor-home.tsx', "import { shell } from '../../../app/shell/app-shell';", 'never imports the app'],
  ['apps/web/src/components/ui/query-view.tsx', "import { http } from '../../lib/http';", 'presentational'],
  ['apps/web/src/components/ui/query-view.tsx', "import { openSocket } from '../../lib/socket';", 'presentational'],
  ['apps/web/src/components/ui/load-error.tsx', "import { x } from '../../features/anchor/api/follow-host';", 'never back'],
  ['apps/web/src/components/ui/load-error.tsx', "import { useQuery } from '@tanstack/react-query';", 'presentational'],
  ['apps/web/src/components/ui/load-error.tsx', "import { queryClient } from '../../lib/query-client';", 'presentational'],
  ['apps/web/src/components/ui/load-error.tsx', "import { useMatchPush } from '../../lib/use-match-push';", 'presentational'],
  ['apps/web/src/features/news/routes/news-home.tsx', "import { x } from '@/features/anchor/api/follow-host';", 'no path aliases'],
  ['apps/web/src/features/news/routes/news-home.tsx', "import { x } from 'src/lib/http';", 'no path aliases'],
  ['apps/web/src/lib/socket.ts', "import { x } from '../app/shell/realtime';", 'never back'],
  ['apps/web/src/lib/socket.ts', "import { x } from '@sport/server/src/app';", 'never imports the server'],
  ['apps/server/src/plugins/auth.ts', "import { checkSession } from '../modules/user/sessions';", 'below the modules'],
  ['apps/server/src/http/route.ts', "import type { AnchorService } from '../modules/anchor/service';", 'below the modules'],
  ['apps/server/src/modules/anchor/service.ts', "import { findMatches } from '../football/repository';", "another module's internals"],
  ['apps/server/src/modules/anchor/service.ts', "import { findMatches } from '../football/match-repository';", "another module's internals"],
  ['apps/server/src/modules/ranking/service.ts', "import type { CommentRow } from '../news/comment-repository';", "another module's internals"],
  ['apps/server/src/modules/forum/photo-routes.ts', "import { etagMatches } from '../system/etag';", "another module's internals"],
  ['apps/server/src/modules/live/service.ts', "import { hostView } from '../anchor/views';", "another module's internals"],
  ['apps/server/src/modules/anchor/service.ts', "import { x } from '~/modules/football/service';", 'no path aliases'],
  ['apps/server/src/modules/ranking/ingest.ts', "import { sql } from 'drizzle-orm';", 'SQL lives in'],
  ['apps/server/src/modules/news/order-service.ts', "import { tipOrders } from '../../db/schema/news-orders';", 'SQL lives in'],
  ['apps/server/src/modules/nba/service.ts', "import { homeTeam } from '../../db/match-queries';", 'SQL lives in'],
  ['apps/server/src/lib/season-answers.ts', "import type { FootballService } from '../modules/football/service';", 'below the modules'],
  ['apps/server/src/realtime/hub.ts', "import { x } from '../modules/user/sessions';", 'below the modules'],
  ['apps/server/src/db/client.ts', "import { x } from '../modules/wallet/repository';", 'below the modules'],
  ['apps/server/src/jobs/leader.ts', "import { x } from '../modules/news/settle-job';", 'below the modules'],
  ['apps/server/src/modules/anchor/repository.ts', "import { matches } from '../../db/schema/match';", "own area's tables"],
  ['apps/server/src/modules/user/repository.ts', "import { activities } from '../../db/schema/system';", "own area's tables"],
  ['apps/server/src/modules/nba/repository.ts', "import { users } from '../../db/schema/user';", "own area's tables"],
  ['apps/server/src/modules/anchor/repository.ts', "import { homeTeam } from '../../db/match-queries';", "own area's tables"],
  ['apps/server/src/modules/anchor/repository.ts', "import { hosts, matches } from '../../db/schema';", 'not the whole schema'],
  ['apps/server/src/modules/anchor/repository.ts', "import { hosts } from '../../db/schema/index';", 'not the whole schema'],
  ['apps/server/src/app.ts', "import { x } from '@sport/web';", 'never imports the web'],
  ['apps/server/src/modules/wallet/service.ts', "import { AppError } from '../../http/app-error';", 'never an HTTP error'],
  ['apps/server/src/modules/news/order-service.ts', "import { notFound } from '../../http/app-error';", 'never an HTTP error'],
  // nothing of the console reaches the fans' bundle, and the console takes no fans' feature
  ['apps/web/src/features/anchor/api/follow-host.ts', "import { consoleRoutes } from '@sport/contract/console';", 'never imports the operator console'],
  ['apps/web/src/app/router.tsx', "import { ConsoleApp } from '../console/console-app';", 'never imports the operator console'],
  ['apps/web/src/lib/http.ts', "const c = await import('../console/api');", 'never imports the operator console'],
  ['apps/web/src/console/queue-page.tsx', "import { TipCard } from '../features/news/components/tip-card';", 'only lib/ and components/'],
  ['apps/web/src/console/main.tsx', "import { Shell } from '../app/shell/shell';", 'only lib/ and components/'],
];

const at = (file) => resolve(root, file);

// A row naming a file that no longer exists tests a rule against nothing that could break it.
describe('the rule table', () => {
  it('names importing files that exist', () => {
    const missing = [...allowed, ...refused].map(([file]) => file).filter((file) => !existsSync(at(file)));
    expect(missing).toEqual([]);
  });
});

tester.run('boundaries/imports', boundaries.rules.imports, {
  valid: allowed.map(([file, code]) => ({ name: `${file}: ${code}`, filename: at(file), code })),
  invalid: refused.map(([file, code, why]) => ({
    name: `${file}: ${code}`,
    filename: at(file),
    code,
    errors: [{ message: new RegExp(why.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }],
  })),
});
