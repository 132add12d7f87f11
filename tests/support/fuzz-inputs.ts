import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import fc from 'fast-check';
import type { Endpoint } from '@sddp/shared';
import type { CallOptions } from './api-event';
import { sampleInput, type SampleTargets } from './sample-inputs';
import { inputFields } from './schema-bounds';

/** Runs per endpoint: small in `npm test`, raised by `npm run test:fuzz` (FUZZ_RUNS=300). */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? '') || 10;

const HUGE = 'x'.repeat(100_000);
const ODD_TEXT = [
  '\u0000',
  'a\u0000b',
  '\u202eevil',
  '\u200f\u200e',
  '😀👩‍👩‍👧',
  '\ud800',
  '\ufeff',
  '界'.repeat(1_500),
  '%00',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>',
];
const ODD_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', ' ', 'x'.repeat(300)];

/** A value of any shape a client could send for one field. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(...ODD_TEXT, HUGE, ...ODD_KEYS),
  fc.integer().map(String),
  fc.constantFrom('0', '-1', '1e3', '0x10', '0b1', ' 1', '+1', '1.0', '9'.repeat(30), 'NaN', 'Infinity', 'null', 'true', '[]', '{}'),
  fc.integer(),
  fc.constantFrom(-1, 0, -2_147_483_649, 2 ** 31, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, 1e21, -1e308, 1.5, -0),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 4 }),
  fc.dictionary(fc.constantFrom(...ODD_KEYS, 'a'), fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxKeys: 3 }),
);

/** One field's entry: a valid-looking sample, a malformed value, or left out. */
const fieldEntry = (valid: unknown) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constant<[boolean, unknown]>([true, valid]) },
    { weight: 5, arbitrary: anyValue.map((value): [boolean, unknown] => [true, value]) },
    { weight: 2, arbitrary: fc.constant<[boolean, unknown]>([false, undefined]) },
  );

export type Transport = 'json' | 'form' | 'query' | 'duplicated query' | 'invalid json' | 'wrong content-type' | 'base64 json';

export interface FuzzCase {
  entries: Array<[string, unknown]>;
  transport: Transport;
  anonymous: boolean;
  invalidText: string;
}

/** Inputs built from the endpoint's field names (and its spec §7 aliases), plus extra and prototype keys. */
export function fuzzCase(endpoint: Endpoint, targets: SampleTargets): fc.Arbitrary<FuzzCase> {
  const valid = sampleInput(endpoint, targets);
  const fields = [...new Set([...inputFields(endpoint.input), ...Object.keys(endpoint.aliases ?? {})])];
  const known = fc.tuple(
    ...fields.map((field) => fieldEntry(valid[field]).map(([present, value]) => (present ? [[field, value] as [string, unknown]] : []))),
  );
  const extra = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...ODD_KEYS), fc.string({ maxLength: 8 })), anyValue), { maxLength: 3 });
  return fc.record({
    entries: fc.tuple(known, extra).map(([present, more]) => [...present.flat(), ...more]),
    transport: fc.constantFrom<Transport>(
      'json',
      'json',
      'form',
      'query',
      'duplicated query',
      'invalid json',
      'wrong content-type',
      'base64 json',
    ),
    anonymous: fc.boolean(),
    invalidText: fc.oneof(
      fc.constantFrom(
        '{"a":',
        '{',
        '[',
        'null',
        '"x"',
        '1',
        '{"__proto__":{"polluted":1}}',
        '\u0000',
        '{"a":1}garbage',
        '['.repeat(10_000),
      ),
      fc.string({ maxLength: 30 }),
    ),
  });
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** The JSON text of the entries, written by hand so that `__proto__` and repeated keys reach the server as sent. */
const jsonText = (entries: Array<[string, unknown]>) =>
  `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;

/** The call for a case, and how to change the event API Gateway would build (raw bodies, joined query values). */
export function fuzzRequest(
  endpoint: Endpoint,
  fuzz: FuzzCase,
  token: string | undefined,
): { options: CallOptions; tweak: (event: APIGatewayProxyEventV2) => APIGatewayProxyEventV2 } {
  const options: CallOptions = { method: endpoint.method, path: endpoint.path, ...(token && !fuzz.anonymous ? { token } : {}) };
  const withBody =
    (body: string, contentType: string, isBase64Encoded = false) =>
    (event: APIGatewayProxyEventV2) => ({
      ...event,
      headers: { ...event.headers, 'content-type': contentType },
      body,
      isBase64Encoded,
    });
  switch (fuzz.transport) {
    case 'json':
      return { options, tweak: withBody(jsonText(fuzz.entries), 'application/json') };
    case 'base64 json':
      return { options, tweak: withBody(Buffer.from(jsonText(fuzz.entries)).toString('base64'), 'application/json', true) };
    case 'form':
      return {
        options,
        tweak: withBody(
          new URLSearchParams(fuzz.entries.map(([key, value]) => [key, asText(value)])).toString(),
          'application/x-www-form-urlencoded',
        ),
      };
    case 'wrong content-type':
      return { options, tweak: withBody(jsonText(fuzz.entries), 'text/plain; charset=utf-8') };
    case 'invalid json':
      return { options, tweak: withBody(fuzz.invalidText, 'application/json') };
    case 'query':
    case 'duplicated query': {
      // API Gateway (payload 2.0) joins a repeated parameter's values with commas.
      const pairs = fuzz.entries.flatMap(([key, value]) =>
        fuzz.transport === 'query'
          ? [[key, asText(value)]]
          : [
              [key, asText(value)],
              [key, asText(value) || '1'],
            ],
      );
      const values = new Map<string, string>();
      for (const [key, value] of pairs) values.set(key!, values.has(key!) ? `${values.get(key!)},${value}` : value!);
      // Own properties even for `__proto__`, as API Gateway's parsed JSON would have them.
      const joined = Object.fromEntries(values) as Record<string, string>;
      return {
        options,
        tweak: (event) => ({
          ...event,
          rawQueryString: new URLSearchParams(pairs as Array<[string, string]>).toString(),
          queryStringParameters: joined,
        }),
      };
    }
  }
}
