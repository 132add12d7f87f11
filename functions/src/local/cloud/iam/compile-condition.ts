import { BASE_OPERATORS, type ValueMatcher } from './condition-operators';
import { parseBoolean } from './condition-values';
import { InvalidPolicyError } from './invalid-policy-error';
import type { ContextValues } from './request-context';
import type { ConditionValue, PolicyStatement } from './types';

export type ConditionTest = (context: ContextValues) => boolean;

type Qualifier = 'ForAnyValue' | 'ForAllValues' | undefined;

interface ParsedOperator {
  qualifier: Qualifier;
  base: string;
  ifExists: boolean;
}

const QUALIFIERS = ['ForAnyValue', 'ForAllValues'] as const;
const IF_EXISTS = 'IfExists';

function parseOperator(name: string): ParsedOperator {
  const colon = name.indexOf(':');
  const qualifierText = colon === -1 ? undefined : name.slice(0, colon);
  const qualifier = QUALIFIERS.find((known) => known === qualifierText);
  if (qualifierText !== undefined && !qualifier) throw unknownOperator(name);
  const rest = colon === -1 ? name : name.slice(colon + 1);
  const ifExists = rest.endsWith(IF_EXISTS);
  return { qualifier, base: ifExists ? rest.slice(0, -IF_EXISTS.length) : rest, ifExists };
}

function unknownOperator(name: string): InvalidPolicyError {
  return new InvalidPolicyError(`Unknown condition operator: ${name}`);
}

function policyValues(value: ConditionValue): string[] {
  return (Array.isArray(value) ? value : [value]).map(String);
}

function nullTest(operator: string, key: string, value: ConditionValue): ConditionTest {
  const expectations = policyValues(value).map((text) => {
    const absent = parseBoolean(text);
    if (absent === undefined) throw new InvalidPolicyError(`${operator} expects true or false for ${key}, not ${text}`);
    return absent;
  });
  return (context) => {
    const absent = !context.get(key)?.length;
    return expectations.includes(absent);
  };
}

function keyTest(parsed: ParsedOperator, negated: boolean, key: string, matchers: readonly ValueMatcher[]): ConditionTest {
  const matchesAny = (requestValue: string) => matchers.some((matches) => matches(requestValue));
  const holds = (requestValue: string) => matchesAny(requestValue) !== negated;
  return (context) => {
    const values = context.get(key);
    if (!values?.length) {
      if (parsed.ifExists || parsed.qualifier === 'ForAllValues') return true;
      if (parsed.qualifier === 'ForAnyValue') return false;
      return negated;
    }
    if (parsed.qualifier === 'ForAllValues') return values.every(holds);
    if (parsed.qualifier === 'ForAnyValue') return values.some(holds);
    return values.some(matchesAny) !== negated;
  };
}

function operatorTests(name: string, keys: Readonly<Record<string, ConditionValue>>): ConditionTest[] {
  const parsed = parseOperator(name);
  if (parsed.base === 'Null' && !parsed.ifExists && !parsed.qualifier) {
    return Object.entries(keys).map(([key, value]) => nullTest(name, key.toLowerCase(), value));
  }
  const operator = Object.hasOwn(BASE_OPERATORS, parsed.base) ? BASE_OPERATORS[parsed.base] : undefined;
  if (!operator) throw unknownOperator(name);
  return Object.entries(keys).map(([key, value]) => {
    const matchers = policyValues(value).map((text) => operator.compile(text));
    return keyTest(parsed, operator.negated, key.toLowerCase(), matchers);
  });
}

/** The Condition block as one test: every operator and every key under it must hold. */
export function compileCondition(condition: PolicyStatement['Condition']): ConditionTest {
  if (!condition) return () => true;
  const tests = Object.entries(condition).flatMap(([name, keys]) => operatorTests(name, keys));
  return (context) => tests.every((test) => test(context));
}

export function isKnownConditionOperator(name: string): boolean {
  try {
    operatorTests(name, {});
    return true;
  } catch {
    return false;
  }
}
