import { createDomainHandler } from '../../lib/http/domain-handler';
import { captchaImageRoute } from './captcha-image';
import { completeInfoRoute } from './complete-info';
import { extensionLoginRoute } from './extension-login';
import { findPasswordUpdateRoute } from './find-password-update';
import { forgotPasswordRoute } from './forgot-password';
import { infoSmsCodeRoute } from './info-sms-code';
import { inventorySsoRoute } from './inventory-sso';
import { issueExtensionKeyRoute } from './issue-extension-key';
import { loginRoute } from './login';
import { logoutRoute } from './logout';
import { mailCodeRoute } from './mail-code';
import { mailLoginCodeRoute } from './mail-login-code';
import { partnerListRoute, partnerRotateRoute, partnerSaveRoute } from './partner-admin';
import { passwordPolicyRoute } from './password-policy';
import { phoneLoginRoute } from './phone-login';
import { presignUploadRoute } from './presign-upload';
import { smsLoginCodeRoute } from './sms-login-code';
import { SSO_ROUTES } from './sso-routes';
import { updatePasswordRoute } from './update-password';
import { updateProfileRoute } from './update-profile';
import { handoffLoginRoute, issueHandoffRoute, partnerLoginRoute } from './url-sign-in';
import { userInfoRoute } from './user-info';
import { userProjectListRoute } from './user-project-list';

export const routes = [
  captchaImageRoute,
  loginRoute,
  mailLoginCodeRoute,
  logoutRoute,
  userInfoRoute,
  userProjectListRoute,
  passwordPolicyRoute,
  smsLoginCodeRoute,
  phoneLoginRoute,
  extensionLoginRoute,
  issueExtensionKeyRoute,
  forgotPasswordRoute,
  findPasswordUpdateRoute,
  updatePasswordRoute,
  infoSmsCodeRoute,
  mailCodeRoute,
  completeInfoRoute,
  updateProfileRoute,
  presignUploadRoute,
  ...SSO_ROUTES,
  partnerLoginRoute,
  issueHandoffRoute,
  handoffLoginRoute,
  inventorySsoRoute,
  partnerListRoute,
  partnerSaveRoute,
  partnerRotateRoute,
];

export const handler = createDomainHandler(routes);
