import { resetConfigForTests } from '#kit/config';
import { resetDbClient } from '#kit/db/client';
import { resetNotifyClients } from '#kit/notify';
import { resetPasswordPolicyForTests } from '#kit/password-policy';

/**
 * Sets the functions' environment on this process (the local platform runs them in-process) and drops
 * everything they parsed or built from the previous one: config, clients and policy.
 */
export function useFunctionEnvironment(env: Record<string, string>): void {
  Object.assign(process.env, env);
  resetConfigForTests();
  resetPasswordPolicyForTests();
  resetDbClient();
  resetNotifyClients();
}
