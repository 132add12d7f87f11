import { passwordPolicy } from '@sddp/shared';
import { route } from '../../lib/http/types';
import { configuredPasswordPolicy } from '../../lib/password-policy';

export const passwordPolicyRoute = route(passwordPolicy, async () => configuredPasswordPolicy());
