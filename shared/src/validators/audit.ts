import * as z from 'zod/mini';
import { LIMITS } from '../constants';
import { id, requiredText, text } from './common';

const code = requiredText('validation.invalid', LIMITS.auditCodeMax);
const name = text(LIMITS.auditNameMax);
const factoryObjectCode = z.object({ code, name, type: z.union([z.literal(2), z.literal('2')]) });
const mainItem = z.object({
  code,
  name,
  type: z.union([z.literal(1), z.literal('1')]),
  childNodes: z.array(factoryObjectCode).check(z.maxLength(LIMITS.auditCodesPerItemMax)),
});

export const auditSaveInput = z
  .object({
    projectId: id(),
    auditRole: text(LIMITS.auditCodeMax),
    userId: id(),
    orgId: id(),
    list: z.array(mainItem).check(z.maxLength(LIMITS.auditMainItemsMax)),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.list.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['list'], message: 'validation.audit.mainItem' });
        return;
      }
      const empty = value.list.find((item) => item.childNodes.length === 0);
      if (empty) {
        ctx.addIssue({ code: 'custom', path: ['list'], message: 'validation.audit.factoryCodes', params: { name: empty.name } });
      }
    }),
  );
