import { scoreMine } from '@sddp/shared';
import { route } from '#http/route';
import { scoreRowsOfOrg } from '../data/score-rows';

/** Only the caller's own organisation: the grant reads, it never names another supplier. */
export const myScoresRoute = route(scoreMine, async ({ principal }) => ({ rows: await scoreRowsOfOrg(principal.user.orgId) }));
