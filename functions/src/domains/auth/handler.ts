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
import { createDomainHandler } from '#http/domain-handler';
import { routesIn } from '#http/lazy-routes';
import { declareSettings } from '#kit/config';

/** Every template setting this function's code reads: one missing fails its cold start (kit/config.ts). */
declareSettings(['TABLE_NAME', 'UPLOAD_BUCKET', 'MAIL_FROM', 'PUBLIC_URL', 'SCORE_SUPERUSER_CODES', 'SYS_LOGOUT_URL', 'HUAYUN_URL']);

/** Each module's code loads on the first call of one of its routes (http/lazy-routes.ts). */
export const routes = [
  ...routesIn(() => import('./routes/captcha-image'), captchaImage),
  ...routesIn(() => import('./routes/login'), login),
  ...routesIn(() => import('./routes/mail-login-code'), mailLoginCode),
  ...routesIn(() => import('./routes/logout'), logout),
  ...routesIn(() => import('./routes/user-info'), userInfo),
  ...routesIn(() => import('./routes/user-project-list'), userProjectList),
  ...routesIn(() => import('./routes/password-policy'), passwordPolicy),
  ...routesIn(() => import('./routes/sms-login-code'), smsLoginCode),
  ...routesIn(() => import('./routes/phone-login'), phoneLogin),
  ...routesIn(() => import('./routes/extension-login'), extensionLogin),
  ...routesIn(() => import('./routes/issue-extension-key'), issueExtensionKey),
  ...routesIn(() => import('./routes/forgot-password'), forgotPassword),
  ...routesIn(() => import('./routes/find-password-update'), findPasswordUpdate),
  ...routesIn(() => import('./routes/update-password'), updatePassword),
  ...routesIn(() => import('./routes/info-sms-code'), infoSmsCode),
  ...routesIn(() => import('./routes/mail-code'), mailCode),
  ...routesIn(() => import('./routes/complete-info'), completeInfo),
  ...routesIn(() => import('./routes/update-profile'), updateProfile),
  ...routesIn(() => import('./routes/presign-upload'), presignUpload),
  ...routesIn(() => import('./routes/sso-routes'), ssoProviders, intranetAuthPath, internetAuthPath, intranetLogin, internetLogin),
  ...routesIn(() => import('./routes/url-sign-in'), handoffLogin, issueHandoff, partnerLogin),
  ...routesIn(() => import('./routes/inventory-sso'), inventorySso),
  ...routesIn(() => import('./routes/partner-admin'), partnerList, partnerRotate, partnerSave),
];

export const handler = createDomainHandler(routes);
