import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { inRequestScope } from '#kit/db/request-memo';
import { meteredHandler } from '#kit/metrics/function-metrics';
import { changesBetween } from './log-changes';
import {
  authenticateAndAuthorize,
  callState,
  envelope,
  operationLog,
  resolveRoute,
  validateInput,
  type DomainContext,
} from './middlewares';
import { originCheck } from './origin-check';
import type { Actor, Route } from './types';

/**
 * One Lambda per domain: a fixed middleware order (the metrics' flush, then the envelope, so it
 * handles every error last), then the route, which receives parsed input and the authenticated
 * principal and returns data. The function's metrics are its domain's (every route of one handler is).
 */
export function createDomainHandler(routes: readonly Route[]) {
  const chain = meteredHandler<APIGatewayProxyEventV2, APIGatewayProxyResultV2, DomainContext>(routes[0]!.endpoint.domain, (start) =>
    start
      .use(envelope())
      .use(operationLog())
      .use(httpHeaderNormalizer())
      .use(callState())
      .use(originCheck())
      .use(resolveRoute(routes))
      .use(authenticateAndAuthorize())
      .use(validateInput())
      .handler(runRoute),
  );
  return (event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyResultV2> =>
    inRequestScope(() => chain(event, context as DomainContext));
}

/** The route the chain resolved, given the typed slice of the call state it may read and set. */
async function runRoute(_event: APIGatewayProxyEventV2, context: DomainContext): Promise<APIGatewayProxyResultV2> {
  const { call } = context;
  return (await call.route!.run({
    input: call.input,
    principal: call.principal,
    language: call.language,
    requestId: call.requestId,
    client: call.client,
    token: call.token,
    logger: call.logger,
    setActor: (actor: Actor) => {
      call.actor = actor;
    },
    setLogParams: (params: Record<string, string>) => {
      call.logParams = params;
    },
    setLogChanges: <T extends object>(before: T | undefined, after: T, fields: readonly (keyof T & string)[]) => {
      if (before) call.logChanges = [...(call.logChanges ?? []), ...changesBetween(before, after, fields)];
    },
  } as never)) as APIGatewayProxyResultV2;
}
