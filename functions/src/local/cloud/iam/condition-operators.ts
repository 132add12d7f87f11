import { assertArnPattern, matchesArnPattern } from './arn-pattern';
import { ipRange, parseBoolean, parseDate, parseNumber } from './condition-values';
import { InvalidPolicyError } from './invalid-policy-error';
import { matchesWildcard } from './wildcard';

/** A policy value turned into a test of one request value. */
export type ValueMatcher = (requestValue: string) => boolean;

export interface BaseOperator {
  /** Negated operators match when no policy value matches (NOR), and when the key is missing. */
  negated: boolean;
  compile(policyValue: string): ValueMatcher;
}

function refusingVariables(compile: (policyValue: string) => ValueMatcher) {
  return (policyValue: string): ValueMatcher => {
    if (policyValue.includes('${')) {
      throw new InvalidPolicyError(`Policy variables are not supported in the local evaluator: ${policyValue}`);
    }
    return compile(policyValue);
  };
}

function parsedOrThrow<T>(parse: (text: string) => T | undefined, kind: string, text: string): T {
  const value = parse(text);
  if (value === undefined) throw new InvalidPolicyError(`Not a ${kind} condition value: ${text}`);
  return value;
}

function comparing(parse: (text: string) => number | undefined, kind: string, test: (request: number, policy: number) => boolean) {
  return (policyValue: string): ValueMatcher => {
    const policy = parsedOrThrow(parse, kind, policyValue);
    return (requestValue) => {
      const request = parse(requestValue);
      return request !== undefined && test(request, policy);
    };
  };
}

const stringEquals = refusingVariables((policy) => (request) => request === policy);
const stringEqualsIgnoreCase = refusingVariables((policy) => {
  const lower = policy.toLowerCase();
  return (request) => request.toLowerCase() === lower;
});
const stringLike = refusingVariables((policy) => (request) => matchesWildcard(policy, request, false));
const arnLike = refusingVariables((policy) => {
  assertArnPattern(policy);
  return (request) => request.startsWith('arn:') && matchesArnPattern(policy, request);
});
const numericEquals = comparing(parseNumber, 'numeric', (request, policy) => request === policy);
const dateEquals = comparing(parseDate, 'date', (request, policy) => request === policy);
const ipAddress = (policy: string): ValueMatcher => ipRange(policy);

const positive = (compile: BaseOperator['compile']): BaseOperator => ({ negated: false, compile });
const negative = (compile: BaseOperator['compile']): BaseOperator => ({ negated: true, compile });

/** The condition operators of AWS, without the `IfExists` suffix and the set qualifiers; `Null` is handled apart. */
export const BASE_OPERATORS: Readonly<Record<string, BaseOperator>> = {
  StringEquals: positive(stringEquals),
  StringNotEquals: negative(stringEquals),
  StringEqualsIgnoreCase: positive(stringEqualsIgnoreCase),
  StringNotEqualsIgnoreCase: negative(stringEqualsIgnoreCase),
  StringLike: positive(stringLike),
  StringNotLike: negative(stringLike),
  NumericEquals: positive(numericEquals),
  NumericNotEquals: negative(numericEquals),
  NumericLessThan: positive(comparing(parseNumber, 'numeric', (request, policy) => request < policy)),
  NumericLessThanEquals: positive(comparing(parseNumber, 'numeric', (request, policy) => request <= policy)),
  NumericGreaterThan: positive(comparing(parseNumber, 'numeric', (request, policy) => request > policy)),
  NumericGreaterThanEquals: positive(comparing(parseNumber, 'numeric', (request, policy) => request >= policy)),
  DateEquals: positive(dateEquals),
  DateNotEquals: negative(dateEquals),
  DateLessThan: positive(comparing(parseDate, 'date', (request, policy) => request < policy)),
  DateLessThanEquals: positive(comparing(parseDate, 'date', (request, policy) => request <= policy)),
  DateGreaterThan: positive(comparing(parseDate, 'date', (request, policy) => request > policy)),
  DateGreaterThanEquals: positive(comparing(parseDate, 'date', (request, policy) => request >= policy)),
  Bool: positive((policyValue) => {
    const policy = parsedOrThrow(parseBoolean, 'boolean', policyValue);
    return (request) => parseBoolean(request) === policy;
  }),
  BinaryEquals: positive((policy) => (request) => request === policy),
  IpAddress: positive(ipAddress),
  NotIpAddress: negative(ipAddress),
  ArnEquals: positive(arnLike),
  ArnLike: positive(arnLike),
  ArnNotEquals: negative(arnLike),
  ArnNotLike: negative(arnLike),
};
