import { passwordPolicy } from '@sddp/shared';
import { route } from '#http/route';
import { configuredPasswordPolicy } from '#kit/password-policy';

export const passwordPolicyRoute = route(passwordPolicy, async () => configuredPasswordPolicy());
