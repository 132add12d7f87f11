import { passwordPolicy as passwordPolicyEndpoint } from '@sddp/shared';
import { route } from '../../lib/http/types';
import { passwordPolicy } from '../../lib/password-policy';

export const passwordPolicyRoute = route(passwordPolicyEndpoint, async () => passwordPolicy());
