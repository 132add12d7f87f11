import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#domains/auth/handler';
import { sha256Hex } from '#kit/crypto/tokens';
import type { InventoryStandIn } from '#local/inventory-stand-in';
import { call, type CallOptions } from '#test/api-event';
import { createTestUser, getItem, keys, uniqueCode } from '#test/fixtures';
import { tokenFor } from '#test/sign-in';
import { signInAtProvider, startTestInventory, startTestProviders, useEnv } from '#test/sso';

let providers: Awaited<ReturnType<typeof startTestProviders>>;
let inventory: InventoryStandIn;
const userCode = uniqueCode('scan');
const partnerKey = randomBytes(32).toString('base64url');

beforeAll(async () => {
  useEnv({ PARTNER_KEY: partnerKey });
  await createTestUser({ userCode });
  providers = await startTestProviders([{ userCode }]);
  inventory = await startTestInventory();
});
afterAll(async () => {
  await providers.stop();
  await inventory.stop();
});

describe('no secret reaches the browser', () => {
  it('no answer of the sign-on, hand-off, partner and inventory calls carries a deployment secret or a PKCE verifier', async () => {
    const bodies: string[] = [];
    const record = async <T>(options: CallOptions) => {
      const response = await call<T>(handler, options);
      bodies.push(JSON.stringify(response));
      return response;
    };
    const admin = await createTestUser({ userRole: '50', userType: '100', orgId: 1 });
    const adminToken = await tokenFor(admin.userCode);

    await record({ path: '/auth/unifying/providers' });
    const verifiers: string[] = [];
    for (const side of ['in', 'out'] as const) {
      const started = await record<{ url: string; binding: string }>({ path: `/auth/unifying/${side}/getAuthPath` });
      const state = new URL(started.result.url).searchParams.get('state')!;
      const stored = await getItem(keys.oidcTransaction(sha256Hex(state)));
      verifiers.push(String(stored?.codeVerifier));
      const callback = await signInAtProvider(started.result.url, `${side === 'in' ? 'intranet' : 'internet'}:${userCode}`);
      const signedIn = await record<{ token: string }>({
        method: 'POST',
        path: `/auth/unifying/${side}/login`,
        body: { callback, binding: started.result.binding },
      });
      await record({ path: '/user/info', token: signedIn.result.token });
      await record({ method: 'POST', path: '/user/inventory/sso', token: signedIn.result.token });
      await record({ method: 'POST', path: '/auth/handoff', body: { purpose: 'jumpLogin' }, token: signedIn.result.token });
    }
    await record({ method: 'POST', path: '/user/admin/partner-platform/save', body: { name: 'Scan', callbackUrl: '' }, token: adminToken });
    await record({ path: '/user/admin/partner-platform/list', token: adminToken });
    await record({ method: 'POST', path: '/auth/unifying/in/login', body: { callback: '?code=x&state=y', binding: 'b'.repeat(43) } });

    const secrets = [providers.intranet.clientSecret, providers.internet.clientSecret, inventory.clientSecret, partnerKey, ...verifiers];
    expect(verifiers.every((verifier) => verifier.length >= 43)).toBe(true);
    const all = bodies.join('\n');
    for (const secret of secrets) expect(all).not.toContain(secret);
    expect(all).not.toMatch(/client_?secret/i);
  });
});
