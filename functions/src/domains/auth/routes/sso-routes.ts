import {
  intranetAuthPath,
  intranetLogin,
  internetAuthPath,
  internetLogin,
  ssoProviders,
  type Endpoint,
  type SsoProvider,
} from '@sddp/shared';
import { route } from '#http/route';
import { type Route } from '#http/types';
import { accountForAssertion } from '../sso/account-gate';
import { finishSignIn, startSignIn } from '../sso/oidc-flow';
import { providerSettings } from '../sso/oidc-providers';
import { recordSsoSession } from '../sso/sso-sessions';
import { openSession } from './open-session';
import { refusedAs } from './sign-in-refusals';

/** Which buttons the login page shows: a provider without settings has none. */
export const ssoProvidersRoute = route(ssoProviders, async () => ({
  intranet: providerSettings('intranet') !== undefined,
  internet: providerSettings('internet') !== undefined,
}));

const authPathRoute = (endpoint: Endpoint, provider: SsoProvider): Route => route(endpoint, async () => startSignIn(provider));

/** The callback's code exchanged and its ID token verified on the server; never a bare user name. */
const loginRoute = (endpoint: typeof intranetLogin, provider: SsoProvider): Route =>
  route(endpoint, async (call) => {
    const userName = await refusedAs('ssoRefused', () => finishSignIn(provider, call.input.callback, call.input.binding, call.logger));
    call.setActor({ userCode: userName, orgName: '', linkman: '' });
    const user = await accountForAssertion(userName);
    call.setActor({ userCode: user.userCode, orgName: user.orgName, linkman: user.linkman });
    const session = await openSession(user, call);
    await recordSsoSession(session.token, provider);
    return session;
  });

export const SSO_ROUTES: Route[] = [
  ssoProvidersRoute,
  authPathRoute(intranetAuthPath, 'intranet'),
  authPathRoute(internetAuthPath, 'internet'),
  loginRoute(intranetLogin, 'intranet'),
  loginRoute(internetLogin, 'internet'),
];
