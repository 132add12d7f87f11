import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** eslint.config.js refuses import circles in the code that ships (import-x/no-cycle; type-only imports aside). */
const eslint = new ESLint({ cwd: process.cwd() });
const cycleMessages = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-cycle').map((message) => message.message);
};

describe('import circles are refused', () => {
  // Each file is given an import of a module that already imports it.
  it.each([
    [
      'functions/src/entities/project/memberships.ts',
      "import { setAssignment } from './membership-writes';\nexport const write = setAssignment;\n",
    ],
    // through a subpath import and an entity's index
    ['functions/src/kit/db/keys.ts', "import { userItems } from '#entities/user';\nexport const items = userItems;\n"],
    ['shared/src/access/actor.ts', "import { isPlatformAdmin } from '../index';\nexport const admin = isPlatformAdmin;\n"],
    ['web/src/lib/session/token.ts', "import { startSession } from './start-session';\nexport const start = startSession;\n"],
  ])('in %s', async (file, code) => {
    expect(await cycleMessages(file, code)).toEqual([expect.stringMatching(/^Dependency cycle/)]);
  });

  it('but not a type-only import back', async () => {
    const code = "import type { Assignment } from './membership-writes';\nexport type Plan = Assignment;\n";
    expect(await cycleMessages('functions/src/entities/project/memberships.ts', code)).toEqual([]);
  });
});
