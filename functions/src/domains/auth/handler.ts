import {
  captchaImage,
  completeInfo,
  extensionLogin,
  findPasswordUpdate,
  forgotPassword,
  handoffLogin,
  infoSmsCode,
  internetAuthPath,
  internetLogin,
  intranetAuthPath,
  intranetLogin,
  inventorySso,
  issueExtensionKey,
  issueHandoff,
  login,
  logout,
  mailCode,
  mailLoginCode,
  partnerList,
  partnerLogin,
  partnerRotate,
  partnerSave,
  passwordPolicy,
  phoneLogin,
  presignUpload,
  smsLoginCode,
  ssoProviders,
  updatePassword,
  updateProfile,
  userInfo,
  userProjectList,
} from '@sddp/shared';
import { createDomainHandler } from '../../lib/http/domain-handler';
import { routesIn } from '../../lib/http/lazy-routes';
import { declareSettings } from '../../lib/config';

/** Every template setting this function's code reads: one missing fails its cold start (lib/config.ts). */
declareSettings(['TABLE_NAME', 'UPLOAD_BUCKET', 'MAIL_FROM', 'PUBLIC_URL', 'SCORE_SUPERUSER_CODES', 'SYS_LOGOUT_URL', 'HUAYUN_URL']);

/** Each module's code loads on the first call of one of its routes (lib/http/lazy-routes.ts). */
export const routes = [
  ...routesIn(() => import('./captcha-image'), captchaImage),
  ...routesIn(() => import('./login'), login),
  ...routesIn(() => import('./mail-login-code'), mailLoginCode),
  ...routesIn(() => import('./logout'), logout),
  ...routesIn(() => import('./user-info'), userInfo),
  ...routesIn(() => import('./user-project-list'), userProjectList),
  ...routesIn(() => import('./password-policy'), passwordPolicy),
  ...routesIn(() => import('./sms-login-code'), smsLoginCode),
  ...routesIn(() => import('./phone-login'), phoneLogin),
  ...routesIn(() => import('./extension-login'), extensionLogin),
  ...routesIn(() => import('./issue-extension-key'), issueExtensionKey),
  ...routesIn(() => import('./forgot-password'), forgotPassword),
  ...routesIn(() => import('./find-password-update'), findPasswordUpdate),
  ...routesIn(() => import('./update-password'), updatePassword),
  ...routesIn(() => import('./info-sms-code'), infoSmsCode),
  ...routesIn(() => import('./mail-code'), mailCode),
  ...routesIn(() => import('./complete-info'), completeInfo),
  ...routesIn(() => import('./update-profile'), updateProfile),
  ...routesIn(() => import('./presign-upload'), presignUpload),
  ...routesIn(() => import('./sso-routes'), ssoProviders, intranetAuthPath, internetAuthPath, intranetLogin, internetLogin),
  ...routesIn(() => import('./url-sign-in'), handoffLogin, issueHandoff, partnerLogin),
  ...routesIn(() => import('./inventory-sso'), inventorySso),
  ...routesIn(() => import('./partner-admin'), partnerList, partnerRotate, partnerSave),
];

export const handler = createDomainHandler(routes);
