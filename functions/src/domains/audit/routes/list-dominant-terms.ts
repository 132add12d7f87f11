import { auditListDominantTerms } from '@sddp/shared';
import { route } from '#http/route';
import { readCoverage } from './coverage-read';

export const listDominantTermsRoute = route(auditListDominantTerms, async ({ input, principal }) => {
  const { breakdown, coverage } = await readCoverage(principal, input);
  return breakdown.mainItems.map((item) => ({ code: item.code, name: item.name, distributeState: coverage.mainItems.get(item.code) ?? 0 }));
});
