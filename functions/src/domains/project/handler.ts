import {
  projectAddCbs,
  projectAddOrg,
  projectChangeUser,
  projectCreate,
  projectList,
  projectListCbs,
  projectListOrg,
  projectRemoveCbs,
  projectRemoveOrg,
  projectRemoveUser,
  projectSearchUser,
  projectSendPasswordAll,
  projectSendPasswordSingle,
  projectUpdateState,
  projectUserProjectCbsList,
  projectUserProjectUpdate,
} from '@sddp/shared';
import { createDomainHandler } from '../../lib/http/domain-handler';
import { routesIn } from '../../lib/http/lazy-routes';
import { declareSettings } from '../../lib/config';

/** Every template setting this function's code reads: one missing fails its cold start (lib/config.ts). */
declareSettings(['TABLE_NAME', 'MAIL_FROM', 'PUBLIC_URL', 'SCORE_SUPERUSER_CODES']);

/** Each module's code loads on the first call of one of its routes (lib/http/lazy-routes.ts). */
export const routes = [
  ...routesIn(() => import('./list-projects'), projectList),
  ...routesIn(() => import('./create-project'), projectCreate),
  ...routesIn(() => import('./update-state'), projectUpdateState),
  ...routesIn(() => import('./list-project-orgs'), projectListCbs, projectListOrg),
  ...routesIn(() => import('./project-links'), projectAddCbs, projectAddOrg, projectRemoveCbs, projectRemoveOrg),
  ...routesIn(() => import('./send-passwords'), projectSendPasswordAll, projectSendPasswordSingle),
  ...routesIn(() => import('./user-project-tree'), projectUserProjectCbsList),
  ...routesIn(() => import('./user-project-update'), projectUserProjectUpdate),
  ...routesIn(() => import('./project-users'), projectChangeUser, projectRemoveUser, projectSearchUser),
];

export const handler = createDomainHandler(routes);
