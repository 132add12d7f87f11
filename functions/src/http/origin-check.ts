import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { ORIGIN_HEADER } from '@sddp/shared';
import { config } from '#kit/config';
import { forbidden } from '#kit/errors';
import { readParameter } from '#kit/ssm-parameters';
import type { DomainContext } from './middlewares';

/** Reads a parameter's version as `#kit/ssm-parameters` does; tests give their own. */
export type ParameterReader = typeof readParameter;

const CACHE_MS = 5 * 60_000;
/** After a mismatch, the parameter is read again at most this often (a rotation reaches warm containers). */
const REFRESH_MS = 30_000;

const same = (left: string, right: string) => {
  const a = Buffer.from(left);
  const b = Buffer.from(right);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The values a request may carry: the parameter's current version and the one before, so a rotation
 * (put a new value, then deploy the web stack, whose edges pick it up over minutes) refuses nothing.
 */
export function originSecrets(read: ParameterReader, name: string, now: () => number = Date.now) {
  let held: { values: string[]; at: number } | undefined;
  const load = async () => {
    const current = await read(name);
    const previous = current && current.version > 1 ? await read(`${name}:${current.version - 1}`) : undefined;
    held = { values: [current?.value, previous?.value].filter((value): value is string => Boolean(value)), at: now() };
    return held.values;
  };
  return {
    async accepts(given: string): Promise<boolean> {
      const values = held && now() - held.at < CACHE_MS ? held.values : await load();
      if (values.some((value) => same(value, given))) return true;
      if (held && now() - held.at < REFRESH_MS) return false;
      return (await load()).some((value) => same(value, given));
    },
  };
}

let secrets: ReturnType<typeof originSecrets> | undefined;

/**
 * With ORIGIN_SECRET_PARAMETER set (a deployed stage), only requests through CloudFront are served: the
 * API's own execute-api URL answers 403 to anyone else, before any route, session or storage work.
 */
export const originCheck = (
  read: ParameterReader = readParameter,
): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2, Error, DomainContext> => ({
  before: async ({ event }) => {
    const name = config().ORIGIN_SECRET_PARAMETER;
    if (!name) return;
    secrets ??= originSecrets(read, name);
    const given = event.headers?.[ORIGIN_HEADER];
    if (!given || !(await secrets.accepts(given))) throw forbidden();
  },
});

/** Tests start from no cached values. */
export const forgetOriginSecrets = () => {
  secrets = undefined;
};
