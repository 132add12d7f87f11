import type * as z from 'zod/mini';
import type { MessageKey } from '../i18n/catalogue';
import type { AccessRule, Permission } from '../roles';

export const DOMAINS = ['auth', 'org', 'project', 'user', 'audit', 'notice', 'score', 'dhmc', 'device', 'job', 'delivery'] as const;
export type Domain = (typeof DOMAINS)[number];

/** Who may call: anyone, any signed-in user, or holders of one of the permissions. */
export type Access = 'public' | 'session' | readonly Permission[];

export interface Endpoint<I extends z.ZodMiniType = z.ZodMiniType, O extends z.ZodMiniType = z.ZodMiniType> {
  /** `domain.name`, unique; names the route handler. */
  id: string;
  domain: Domain;
  method: 'GET' | 'POST';
  /** Path under the API base (spec §7), e.g. '/auth/login'. */
  path: string;
  input: I;
  output: O;
  access: Access;
  /** Beyond the permissions, only accounts of these userRoles (their organisation's type; `DELIVERY_ACCESS`). */
  userRoles?: readonly string[];
  /** Spec §7 parameter names folded onto the schema's names before validation, e.g. pwd → password. */
  aliases?: Readonly<Record<string, string>>;
  /** Operation-log text written after every success. */
  log?: MessageKey;
  /** Operation-log text written after a failure too (sign-ins); `{{reason}}` is the error message. */
  logFailure?: MessageKey;
}

/** An endpoint's callers from a rule shared with its screens (`DELIVERY_ACCESS`). */
export const callersOf = (rule: Required<AccessRule>): Pick<Endpoint, 'access' | 'userRoles'> => ({
  access: rule.roles,
  userRoles: rule.userRoles,
});

export const defineEndpoint = <I extends z.ZodMiniType, O extends z.ZodMiniType>(endpoint: Endpoint<I, O>) => endpoint;

export type EndpointInput<E> = E extends Endpoint<infer I> ? z.input<I> : never;
export type EndpointOutput<E> = E extends Endpoint<z.ZodMiniType, infer O> ? z.output<O> : never;
