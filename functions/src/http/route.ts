import type { Endpoint } from '@sddp/shared';
import type { Route } from './types';
// Every route module imports this file, so the handler's chain is reachable from each lazily loaded route:
// esbuild then keeps a cold start's code in one shared chunk instead of splitting it by which routes also
// use it (each chunk is one more module to load; http/lazy-routes.ts).
import './domain-handler';

/** A route of the contract's `endpoint`: what it runs, typed by the endpoint's input and output. */
export const route = <E extends Endpoint>(endpoint: E, run: Route<E>['run']): Route => ({ endpoint, run }) as unknown as Route;
