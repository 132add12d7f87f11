import type { MiddlewareObj, Request } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import { API_BASE_PATH, ERROR_CODE, PENDING_STEP_ENDPOINTS, TOKEN_HEADER, admits, formatMessage } from '@sddp/shared';
import { appendLog } from '#entities/operation-log';
import { AppError, forbidden, invalidIssues, notFound, unauthenticated } from '#kit/errors';
import { languageOf } from '#kit/language';
import { createLogger } from '#kit/logger';
import { nowIso } from '#kit/time';
import { pendingStep } from './account-steps';
import { asAppError, countErrorAnswer, errorResponse, successResponse } from './envelope';
import { applyAliases, parseInput } from './parse-input';
import { loadPrincipal } from './principal';
import type { CallState, Route } from './types';

export type DomainContext = Context & { call: CallState };
type DomainRequest = Request<APIGatewayProxyEventV2, APIGatewayProxyResultV2, Error, DomainContext>;
type Middleware = MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2, Error, DomainContext>;

/** Builds the call state every later step reads. */
export const callState = (): Middleware => ({
  before: (request: DomainRequest) => {
    const { event, context } = request;
    const requestId = event.requestContext?.requestId ?? context.awsRequestId;
    const path = event.rawPath.startsWith(API_BASE_PATH) ? event.rawPath.slice(API_BASE_PATH.length) : event.rawPath;
    context.call = {
      requestId,
      language: languageOf(event.headers ?? {}),
      logger: createLogger({ requestId }),
      method: event.requestContext?.http?.method ?? 'GET',
      path,
      client: {
        sourceIp: event.requestContext?.http?.sourceIp ?? '',
        userAgent: event.requestContext?.http?.userAgent ?? '',
      },
      token: event.headers?.[TOKEN_HEADER] || undefined,
      rawInput: {},
    };
    context.call.rawInput = parseInput(event);
  },
});

/** Finds the route of this domain for the method and path; 404 for anything else. */
export const resolveRoute = (routes: readonly Route[]): Middleware => ({
  before: ({ context }: DomainRequest) => {
    const { call } = context;
    const match = routes.find((route) => route.endpoint.path === call.path && route.endpoint.method === call.method);
    if (!match) throw notFound();
    call.route = match;
    call.endpoint = match.endpoint;
  },
});

/** Every endpoint but the public ones needs a live session; its roles are checked before the route runs. */
export const authenticateAndAuthorize = (): Middleware => ({
  before: async ({ context }: DomainRequest) => {
    const { call } = context;
    const access = call.endpoint!.access;
    if (access === 'public') return;
    if (!call.token) throw unauthenticated();
    const principal = await loadPrincipal(call.token);
    if (!principal) throw unauthenticated();
    call.principal = principal;
    const step = pendingStep(principal.user);
    if (step && !(PENDING_STEP_ENDPOINTS[step] as readonly string[]).includes(call.endpoint!.id)) {
      throw new AppError(ERROR_CODE.forbidden, step === 'changePassword' ? 'error.passwordChangeRequired' : 'error.infoRequired');
    }
    const holder = { permissions: principal.permissions, userRole: principal.user.userRole };
    if (access !== 'session' && !admits({ roles: access, userRoles: call.endpoint!.userRoles }, holder)) throw forbidden();
  },
});

/** The endpoint's zod schema from the contract: the same one the web form uses. */
export const validateInput = (): Middleware => ({
  before: ({ context }: DomainRequest) => {
    const { call } = context;
    const endpoint = call.endpoint!;
    const parsed = (endpoint.input as z.ZodMiniType).safeParse(applyAliases(call.rawInput, endpoint.aliases));
    if (!parsed.success) throw invalidIssues(parsed.error.issues);
    call.input = parsed.data;
  },
});

/**
 * Appends the operation-log row of spec §2.20 after every successful logged call, and after failed
 * sign-ins. A log write that fails is reported but does not undo or fail the call it describes.
 */
export const operationLog = (): Middleware => {
  const write = async (call: CallState, key: string, params: Record<string, string>, changes: CallState['logChanges'] = []) => {
    const actor = call.principal
      ? { userCode: call.principal.user.userCode, orgName: call.principal.user.orgName, linkman: call.principal.user.linkman }
      : call.actor;
    try {
      await appendLog({
        userCode: actor?.userCode ?? '',
        orgName: actor?.orgName ?? '',
        linkman: actor?.linkman ?? '',
        log: formatMessage('zh', key, params),
        logKey: key,
        logParams: params,
        reqUrl: `${API_BASE_PATH}${call.path}`,
        createTime: nowIso(),
        requestId: call.requestId,
        changes,
      });
    } catch (error) {
      call.logger.error('operation log write failed', { error: String(error), key });
    }
  };
  return {
    after: async ({ context }: DomainRequest) => {
      const key = context.call?.endpoint?.log;
      if (key) await write(context.call, key, context.call.logParams ?? {}, context.call.logChanges);
    },
    onError: async ({ context, error }: DomainRequest) => {
      const call = context.call;
      const key = call?.endpoint?.logFailure;
      if (!call || !key) return;
      const reason =
        error instanceof AppError ? formatMessage('zh', error.messageKey, error.options.params) : formatMessage('zh', 'error.internal');
      await write(call, key, { reason });
    },
  };
};

/** First in, last out: wraps results in the envelope and turns every error into a localised one. */
export const envelope = (): Middleware => ({
  after: (request: DomainRequest) => {
    const { call } = request.context;
    request.response = successResponse(request.response, call.requestId);
    call.logger.info('request', { endpoint: call.endpoint?.id, status: 200 });
  },
  onError: (request: DomainRequest) => {
    const call = request.context.call;
    const requestId = call?.requestId ?? request.context.awsRequestId;
    const error = request.error;
    const answer = asAppError(error);
    const logger = call?.logger ?? createLogger({ requestId });
    const endpoint = call?.endpoint?.id;
    if (answer.code === ERROR_CODE.internal)
      logger.error('unhandled error', { endpoint, error: error instanceof Error ? error.stack : String(error) });
    else if (answer.code === ERROR_CODE.unavailable || answer !== error) {
      logger.warn('storage outcome', {
        endpoint,
        status: answer.code,
        key: answer.messageKey,
        error: describe(answer.options.cause ?? error),
      });
    } else logger.info('request', { endpoint, status: answer.code, key: answer.messageKey });
    countErrorAnswer(answer);
    request.response = errorResponse(answer, call?.language ?? 'zh', requestId);
  },
});

const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));
