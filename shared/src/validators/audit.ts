import { z } from 'zod';

const factoryObjectCode = z.object({ code: z.string().min(1), name: z.string(), type: z.literal(2).or(z.literal('2')) });
const mainItem = z.object({
  code: z.string().min(1),
  name: z.string(),
  type: z.literal(1).or(z.literal('1')),
  childNodes: z.array(factoryObjectCode),
});

export const auditSaveInput = z
  .object({
    projectId: z.coerce.number().int().positive(),
    auditRole: z.string(),
    userId: z.coerce.number().int().positive(),
    orgId: z.coerce.number().int().positive(),
    list: z.array(mainItem),
  })
  .superRefine((value, ctx) => {
    if (value.list.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['list'], message: 'validation.audit.mainItem' });
      return;
    }
    const empty = value.list.find((item) => item.childNodes.length === 0);
    if (empty) {
      ctx.addIssue({ code: 'custom', path: ['list'], message: 'validation.audit.factoryCodes', params: { name: empty.name } });
    }
  });
