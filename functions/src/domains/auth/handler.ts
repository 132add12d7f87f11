import { createDomainHandler } from '../../lib/http/domain-handler';
import { captchaImageRoute } from './captcha-image';
import { loginRoute } from './login';
import { logoutRoute } from './logout';
import { userInfoRoute } from './user-info';
import { userProjectListRoute } from './user-project-list';

export const routes = [captchaImageRoute, loginRoute, logoutRoute, userInfoRoute, userProjectListRoute];

export const handler = createDomainHandler(routes);
