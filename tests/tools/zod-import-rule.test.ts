import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** eslint.config.js refuses classic zod everywhere it bundles: it is ~70 kB in every Lambda and page. */
const eslint = new ESLint({ cwd: process.cwd() });
const zodMessages = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
};

describe('classic zod is refused', () => {
  it.each(['shared/src/validators/x.ts', 'functions/src/lib/x.ts', 'web/src/lib/x.ts', 'tests/shared/x.test.ts'])('in %s', async (file) => {
    expect(await zodMessages(file, "import * as z from 'zod';\nexport const a = z.string();\n")).toEqual([
      "'zod' import is restricted from being used. Use zod/mini: classic zod adds ~70 kB to every bundle",
    ]);
    expect(await zodMessages(file, "import * as z from 'zod/mini';\nexport const a = z.string();\n")).toEqual([]);
  });
});
