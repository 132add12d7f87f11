import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RuleTester, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';

// tools/ is plain JavaScript without declarations: load it by URL and name the one part we use.
const { boundaries } = (await import(new URL('../../tools/eslint-boundaries.js', import.meta.url).href)) as {
  boundaries: { rules: { 'one-way': Rule.RuleModule } };
};

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = fileURLToPath(new URL('../../', import.meta.url));
const at = (relative: string) => path.join(root, relative);

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' } });

const refused = (filename: string, code: string) => ({ filename: at(filename), code, errors: [{ messageId: 'boundary' }] });
const accepted = (filename: string, code: string) => ({ filename: at(filename), code });

tester.run('sddp/one-way', boundaries.rules['one-way'], {
  valid: [
    // parts
    accepted('shared/src/contract/index.ts', "import * as z from 'zod/mini'; export * from './endpoints';"),
    accepted('web/src/lib/api-client.ts', "import { ENDPOINTS } from '@sddp/shared/contract/index';"),
    accepted('functions/src/http/domain-handler.ts', "import { ENDPOINTS } from '@sddp/shared';"),
    accepted(
      'infra/lib/stacks/api-stack.ts',
      "import { ENDPOINTS } from '@sddp/shared/contract/index'; import { domainEntry } from '../paths';",
    ),
    // web: features and routes use shared code, routes compose features, a feature uses itself
    accepted(
      'web/src/features/org/org-list.tsx',
      "import { DataTable } from '@/components/data-table'; import { cn } from '../../lib/cn';",
    ),
    accepted('web/src/features/org/org-list.tsx', "import { orgColumns } from './columns'; export { orgKeys } from './api/org-keys';"),
    accepted(
      'web/src/routes/_app/orgs/index.tsx',
      "import { OrgList } from '@/features/org/org-list'; import { LoginForm } from '../../../features/auth/login-form';",
    ),
    accepted(
      'web/src/components/form/field.tsx',
      "import { cn } from '@/lib/cn'; import { dataTableFeatures } from '../data-table/features';",
    ),
    accepted('web/src/lib/session/session-queries.ts', "import { t } from '@/i18n'; const m = () => import('@/components/ui/button');"),
    accepted('shared/src/i18n/catalogue.ts', "import { catalogueOf } from '#catalogue-source';"),
    accepted('web/src/main.tsx', "import { router } from './router'; import '@/features/auth/login-form';"),
    // functions: layers upward (kit, entities, http and access, domains), the local platform wires domains,
    // tests/scripts/bench use the platform
    accepted(
      'functions/src/domains/org/routes/list.ts',
      "import { envelope } from '#http/envelope'; import { orgsPage } from '#entities/org'; import { list } from '../data/org-pages';",
    ),
    accepted('functions/src/domains/org/jobs/export-orgs-job.ts', "import { orgExport } from '../sheets/org-export';"),
    accepted('functions/src/entities/user/users.ts', "import { keys } from '#kit/db/keys'; import { orgById } from '../org/orgs';"),
    accepted('functions/src/kit/jobs/job-kinds.ts', "import type { UserFilter } from '#entities/user';"),
    accepted('functions/src/http/principal.ts', "import { readSession } from '#entities/session';"),
    accepted('functions/src/scheduled/password-expiry.ts', "import { allUsers } from '#entities/user';"),
    accepted('functions/src/workers/spreadsheet/job-runners.ts', "import { exportOrgsJob } from '#domains/org/jobs/export-orgs-job';"),
    accepted('functions/src/local/api-router.ts', "import { handler } from '../domains/org/handler'; import { seed } from './demo/seed';"),
    accepted(
      'tests/functions/local/server.test.ts',
      "import { startServer } from '#local/server'; import { usersOf } from '#entities/user';",
    ),
    accepted('scripts/start.ts', "import { startPlatform } from '../functions/src/local/platform';"),
    accepted('bench/login-bench.ts', "const platform = await import('#local/platform');"),
    accepted('tests/web/router.test.tsx', "import { router } from '@/router'; import { OrgList } from '@/features/org/org-list';"),
  ],
  invalid: [
    // parts
    refused('shared/src/roles.ts', "import { readFileSync } from 'node:fs';"),
    refused('shared/src/roles.ts', "import { cn } from '../../web/src/lib/cn';"),
    refused('web/src/lib/api-client.ts', "import { envelope } from '../../../functions/src/http/envelope';"),
    refused('functions/src/http/envelope.ts', "import { cn } from '@/lib/cn';"),
    refused('functions/src/http/envelope.ts', "import { cn } from '@sddp/web/src/lib/cn';"),
    // infra knows functions only by entry path strings
    refused('infra/lib/stacks/api-stack.ts', "import { handler } from '../../../functions/src/domains/org/handler';"),
    refused('infra/lib/stacks/api-stack.ts', "import type { Env } from '@sddp/functions/src/kit/config';"),
    refused('infra/lib/stacks/web-stack.ts', "export { router } from '../../../web/src/router';"),
    // web: shared code never imports a feature
    refused('web/src/components/form/field.tsx', "import { LoginForm } from '@/features/auth/login-form';"),
    refused('web/src/lib/session/session-queries.ts', "import { orgKeys } from '../../features/org/api/org-keys';"),
    refused('web/src/lib/session/session-queries.ts', "const screen = () => import('@/features/auth/login-form');"),
    refused('web/src/components/ui/button.tsx', "export * from '@/features/layout/app-shell';"),
    refused('web/src/i18n/index.ts', "type Keys = typeof import('@/features/org/org-list');"),
    // web: shared code and features never import a route or the app around them
    refused('web/src/lib/route-title.ts', "import { Route } from '@/routes/__root';"),
    refused('web/src/features/org/org-list.tsx', "import { Route } from '@/routes/_app/orgs/index';"),
    refused('web/src/features/org/org-list.tsx', "import { Route } from '../../routes/_app/orgs/index';"),
    refused('web/src/features/auth/login-form.tsx', "import { router } from '@/router';"),
    refused('web/src/features/auth/login-form.tsx', "export { routeTree } from '../../routeTree.gen';"),
    // web: a feature never imports another feature
    refused('web/src/features/org/org-list.tsx', "import { LoginForm } from '@/features/auth/login-form';"),
    refused('web/src/features/org/org-list.tsx', "export { LoginForm } from '../auth/login-form';"),
    refused('web/src/features/org/org-list.tsx', 'const login = () => import(`../auth/login-form`);'),
    // functions: the kit is the bottom layer
    refused('functions/src/kit/db/keys.ts', "import { usersOf } from '#entities/user';"),
    refused('functions/src/kit/jobs/job-store.ts', "import { envelope } from '#http/envelope';"),
    refused('functions/src/kit/spreadsheet.ts', "export { SUPPLIER_SHEET } from '#domains/org/sheets/supplier-sheet';"),
    // functions: entities and http never import a domain, entities never import http
    refused('functions/src/entities/user/user-updates.ts', "export { handler } from '../../scheduled/password-expiry';"),
    refused('functions/src/entities/user/users.ts', "import { route } from '#http/route';"),
    refused('functions/src/http/domain-handler.ts', "import { routes } from '#domains/org/handler';"),
    refused('functions/src/http/principal.ts', "import { orgTargets } from '#access/org-targets';"),
    // functions: outside entities/, an entity only through its index.ts
    refused('functions/src/domains/org/routes/list.ts', "import { orgsPage } from '../../../entities/org/org-listing';"),
    refused('tests/functions/entities/org/orgs.test.ts', "import { orgsPage } from '../../../../functions/src/entities/org/org-listing';"),
    // functions: a domain's routes never import its jobs
    refused('functions/src/domains/org/routes/export-orgs-route.ts', "import { exportOrgsJob } from '../jobs/export-orgs-job';"),
    refused('functions/src/domains/org/handler.ts', "const job = () => import('#domains/org/jobs/export-orgs-job');"),
    // functions: a domain never imports another domain
    refused('functions/src/domains/org/routes/list.ts', "import { signIn } from '../../auth/routes/sign-in';"),
    refused('functions/src/domains/org/routes/list.ts', "const auth = await import('../../auth/handler');"),
    // the local platform is for itself, tests, scripts and bench
    refused('functions/src/kit/config.ts', "import { seed } from '../local/demo/seed';"),
    refused('functions/src/domains/auth/handler.ts', "import { demoAccounts } from '#local/demo/accounts';"),
    refused('functions/src/scheduled/password-expiry.ts', "import x = require('../local/jobs');"),
    refused('tools/some-tool.js', "const { seed } = require('../functions/src/local/seed');"),
  ],
});
