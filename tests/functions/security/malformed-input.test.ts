import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type Endpoint } from '@sddp/shared';
import { call } from '#test/api-event';
import { domainModules, type DomainModule } from '#test/domain-handlers';
import { getItem, keys } from '#test/fixtures';
import { createTestOrg, signedIn } from '#test/orgs';
import { inputFields } from '#test/schema-bounds';

/** Values no field of any endpoint accepts: over every ceiling, of the wrong type, or a loose number. */
const LONG = 'A'.repeat(3_000);
const MALFORMED: readonly unknown[] = [
  LONG,
  '界'.repeat(1_500),
  'x'.repeat(100_000),
  true,
  '0b1',
  '1e3',
  -1,
  1.5,
  [LONG],
  { nested: LONG },
  null,
];
/** What a loose reader (z.coerce.number) takes for 1, the operating organisation's id. */
const LOOSE_IDS: readonly unknown[] = [true, '0b1', '0x1', '1e0', ' 1', '+1', '1.0', [1]];
const ID_FIELDS = new Set(['id', 'userId', 'orgId', 'projectId']);

let modules: Record<string, DomainModule>;
let adminToken: string;
let supplierToken: string;

beforeAll(async () => {
  modules = await domainModules();
  adminToken = (await signedIn('admin')).token;
  supplierToken = (await signedIn('userAdmin')).token;
});

/** A caller the endpoint admits (the check of its roles comes before its input is read): the administrator, else a supplier's primary account. */
const admittedToken = (endpoint: Endpoint) =>
  Array.isArray(endpoint.access) && !endpoint.access.includes('admin') && endpoint.access.includes('userAdmin')
    ? supplierToken
    : adminToken;

/** Endpoints whose input has fields; the others take nothing a caller could malform. */
const withFields = ENDPOINTS.filter((endpoint) => inputFields(endpoint.input).length > 0);

const callWith = (endpoint: Endpoint, field: string, value: unknown, token?: string) => {
  const handler = modules[endpoint.domain]!.handler;
  const auth = token ? { token } : {};
  if (endpoint.method === 'GET') {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return call(handler, { path: endpoint.path, query: { [field]: text }, ...auth });
  }
  return call(handler, { method: 'POST', path: endpoint.path, body: { [field]: value }, ...auth });
};

describe('no input makes any endpoint answer 5xx', () => {
  it.each(withFields.map((endpoint) => [endpoint.id, endpoint] as const))('%s, anonymous and as admin', async (_id, endpoint) => {
    const fields = [...inputFields(endpoint.input), ...Object.keys(endpoint.aliases ?? {})];
    for (const token of [undefined, adminToken]) {
      for (const field of fields) {
        for (const value of MALFORMED) {
          const response = await callWith(endpoint, field, value, token);
          expect(response.status, `${field}=${JSON.stringify(value)?.slice(0, 40)} ${token ? 'admin' : 'anonymous'}`).toBeLessThan(500);
          expect(response.code).toBe(response.status);
        }
      }
    }
  });
});

describe('ids are read strictly everywhere', () => {
  const idEndpoints = withFields.filter((endpoint) => inputFields(endpoint.input).some((field) => ID_FIELDS.has(field)));

  it('covers every endpoint that takes an id', () => {
    expect(idEndpoints.map((endpoint) => endpoint.id)).toEqual(
      expect.arrayContaining(['org.update', 'org.state', 'project.sendPasswordSingle', 'auth.issueExtensionKey']),
    );
  });

  it.each(idEndpoints.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s refuses loose ids with a field error',
    async (_id, endpoint) => {
      for (const field of inputFields(endpoint.input).filter((name) => ID_FIELDS.has(name))) {
        for (const value of LOOSE_IDS) {
          const response = await callWith(endpoint, field, value, admittedToken(endpoint));
          expect(response.status, `${field}=${JSON.stringify(value)}`).toBe(400);
          expect(
            (response.result as { fieldErrors?: Record<string, string> } | null)?.fieldErrors?.[field],
            `${field}=${JSON.stringify(value)}`,
          ).toBeTruthy();
        }
      }
    },
  );

  it('the repros change nothing: {"id":true} and {"id":"0b1"} never reach an organisation', async () => {
    const org = await createTestOrg();
    const handler = modules.org!.handler;
    const state = await call(handler, {
      method: 'POST',
      path: '/org/admin/state',
      body: { id: true, state: 'n' },
      token: adminToken,
      language: 'en',
    });
    expect(state).toMatchObject({ status: 400, result: { fieldErrors: { id: 'The id must be a positive whole number' } } });
    const update = await call(handler, { method: 'POST', path: '/org/admin/update', body: { id: '0b1', orgName: 'x' }, token: adminToken });
    expect(update).toMatchObject({ status: 400, result: { fieldErrors: { id: '编号必须是正整数' } } });
    const send = await call(modules.project!.handler, { path: '/project/send_pwd_single', query: { orgId: '0b1' }, token: adminToken });
    expect(send.status).toBe(400);
    expect(await getItem(keys.org(org.id))).toMatchObject({ orgName: org.orgName, state: '1', version: 1 });
  });
});
