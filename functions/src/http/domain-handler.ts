import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { inRequestScope } from '#kit/db/request-memo';
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
import type { Actor, Route } from './types';

/**
 * One Lambda per domain: a fixed middleware order (envelope first so it handles every error last),
 * then the route, which receives parsed input and the authenticated principal and returns data.
 */
export function createDomainHandler(routes: readonly Route[]) {
  const chain = middy<APIGatewayProxyEventV2, APIGatewayProxyResultV2, Error, DomainContext>()
    .use(envelope())
    .use(operationLog())
    .use(httpHeaderNormalizer())
    .use(callState())
    .use(resolveRoute(routes))
    .use(authenticateAndAuthorize())
    .use(validateInput())
    .handler(async (_event, context) => {
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
    });
  return (event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyResultV2> =>
    inRequestScope(() => chain(event, context as DomainContext));
}
