import type * as z from 'zod/mini';
import type { Endpoint, EndpointOutput, Language, LogChange, Permission } from '@sddp/shared';
import type { UserRecord } from '#entities/user';
import type { Logger } from '#kit/logger';

/** The signed-in caller, loaded from the session behind `x-token`. */
export interface Principal {
  user: UserRecord;
  permissions: Permission[];
  projectIds: number[];
  supplierId?: number;
  tokenHash: string;
}

/** Who an operation-log row names when there is no principal (a sign-in attempt). */
export interface Actor {
  userCode: string;
  orgName: string;
  linkman: string;
}

/** Per-call state the middlewares build up; routes see the typed slice of it in RouteCall. */
export interface CallState {
  requestId: string;
  language: Language;
  logger: Logger;
  method: string;
  path: string;
  client: { sourceIp: string; userAgent: string };
  token?: string;
  rawInput: Record<string, unknown>;
  endpoint?: Endpoint;
  route?: Route;
  input?: unknown;
  principal?: Principal;
  actor?: Actor;
  logParams?: Record<string, string>;
  logChanges?: LogChange[];
}

export interface RouteCall<E extends Endpoint> {
  input: z.output<E['input']>;
  principal: E['access'] extends 'public' ? Principal | undefined : Principal;
  language: Language;
  requestId: string;
  client: CallState['client'];
  token: string | undefined;
  logger: Logger;
  /** Names the account an operation-log row is about, for calls made before there is a session. */
  setActor: (actor: Actor) => void;
  /** Values for the operation-log text's placeholders. */
  setLogParams: (params: Record<string, string>) => void;
  /** What an edit changed, field by field, for its log row (http/log-changes.ts; secrets are dropped). */
  setLogChanges: <T extends object>(before: T | undefined, after: T, fields: readonly (keyof T & string)[]) => void;
}

export interface Route<E extends Endpoint = Endpoint> {
  endpoint: E;
  run: (call: RouteCall<E>) => Promise<EndpointOutput<E>>;
}
