import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** eslint.config.js keeps sonner out of web/src's static imports: toasts go through the lazy facade (issue 16). */
const eslint = new ESLint({ cwd: process.cwd() });
const restrictions = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
};
const importSonner = "import { toast } from 'sonner';\nexport const done = () => toast.success('done');\n";

describe('a static sonner import', () => {
  it.each(['web/src/features/org/list/x.tsx', 'web/src/lib/x.ts', 'web/src/components/ui/x.tsx'])('is refused in %s', async (file) => {
    expect(await restrictions(file, importSonner)).toEqual([
      "'sonner' import is restricted from being used. Use toast from '@/components/ui/toast': it loads sonner on the first toast",
    ]);
    expect(
      await restrictions(file, "import { toast } from '@/components/ui/toast';\nexport const done = () => toast.success('done');\n"),
    ).toEqual([]);
  });

  it.each(['web/src/components/ui/toast.ts', 'web/src/components/ui/sonner.tsx', 'tests/web/x.test.tsx'])(
    'is allowed in %s',
    async (file) => {
      expect(await restrictions(file, importSonner)).toEqual([]);
    },
  );

  it('leaves classic zod refused in web/src, the facade included', async () => {
    for (const file of ['web/src/lib/x.ts', 'web/src/components/ui/toast.ts']) {
      expect(await restrictions(file, "import * as z from 'zod';\nexport const a = z.string();\n")).toEqual([
        "'zod' import is restricted from being used. Use zod/mini: classic zod adds ~70 kB to every bundle",
      ]);
    }
  });
});
