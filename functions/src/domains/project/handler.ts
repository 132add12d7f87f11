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
import { createDomainHandler } from '#http/domain-handler';
import { routesIn } from '#http/lazy-routes';
import { declareSettings } from '#kit/config';

/** Every template setting this function's code reads: one missing fails its cold start (kit/config.ts). */
declareSettings(['TABLE_NAME', 'MAIL_FROM', 'PUBLIC_URL', 'SCORE_SUPERUSER_CODES']);

/** Each module's code loads on the first call of one of its routes (http/lazy-routes.ts). */
export const routes = [
  ...routesIn(() => import('./routes/list-projects'), projectList),
  ...routesIn(() => import('./routes/create-project'), projectCreate),
  ...routesIn(() => import('./routes/update-state'), projectUpdateState),
  ...routesIn(() => import('./routes/list-project-orgs'), projectListCbs, projectListOrg),
  ...routesIn(() => import('./routes/project-links'), projectAddCbs, projectAddOrg, projectRemoveCbs, projectRemoveOrg),
  ...routesIn(() => import('./routes/send-passwords'), projectSendPasswordAll, projectSendPasswordSingle),
  ...routesIn(() => import('./routes/user-project-tree'), projectUserProjectCbsList),
  ...routesIn(() => import('./routes/user-project-update'), projectUserProjectUpdate),
  ...routesIn(() => import('./routes/project-users'), projectChangeUser, projectRemoveUser, projectSearchUser),
];

export const handler = createDomainHandler(routes);
