import { auditListFactoryClasses } from '@sddp/shared';
import { route } from '#http/route';
import { readCoverage } from './coverage-read';

export const listFactoryClassesRoute = route(auditListFactoryClasses, async ({ input, principal }) => {
  const { breakdown, coverage } = await readCoverage(principal, input);
  return breakdown.classes.map((item) => ({ ...item, distributeState: coverage.classes.get(item.code) ?? 0 }));
});
