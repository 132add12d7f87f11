import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_CODE, ORIGIN_HEADER } from '@sddp/shared';
import { forgetOriginSecrets, originCheck, originSecrets, type ParameterReader } from '#http/origin-check';
import { resetConfigForTests } from '#kit/config';
import { AppError } from '#kit/errors';

/** An SSM parameter's versions, newest last, read as GetParameter does (`name` or `name:version`). */
function parameter(name: string, versions: string[]) {
  const reads: string[] = [];
  const read: ParameterReader = async (asked) => {
    reads.push(asked);
    const [askedName, version] = asked.split(':');
    if (askedName !== name || versions.length === 0) return undefined;
    const index = version === undefined ? versions.length : Number(version);
    const value = versions[index - 1];
    return value === undefined ? undefined : { value, version: index };
  };
  return { read, reads, rotate: (value: string) => versions.push(value) };
}

describe('originSecrets', () => {
  it('accepts the current value and the one before it, and nothing else', async () => {
    const { read } = parameter('/sddp/prod/origin', ['first', 'second']);
    const secrets = originSecrets(read, '/sddp/prod/origin');
    expect(await secrets.accepts('second')).toBe(true);
    expect(await secrets.accepts('first')).toBe(true);
    expect(await secrets.accepts('third')).toBe(false);
    expect(await secrets.accepts('')).toBe(false);
  });

  it('reads the parameter again after a mismatch, at most every 30 s, so a rotation reaches a warm container', async () => {
    let now = 0;
    const stored = parameter('/p', ['old']);
    const secrets = originSecrets(stored.read, '/p', () => now);
    expect(await secrets.accepts('old')).toBe(true);
    stored.rotate('new');
    now = 10_000;
    expect(await secrets.accepts('new')).toBe(false);
    const readsBefore = stored.reads.length;
    now = 40_000;
    expect(await secrets.accepts('new')).toBe(true);
    expect(await secrets.accepts('old')).toBe(true);
    expect(stored.reads.length).toBe(readsBefore + 2);
  });

  it('accepts nothing when the parameter does not exist', async () => {
    const secrets = originSecrets(parameter('/other', ['x']).read, '/missing');
    expect(await secrets.accepts('x')).toBe(false);
  });
});

describe('originCheck', () => {
  afterEach(() => {
    delete process.env.ORIGIN_SECRET_PARAMETER;
    resetConfigForTests();
    forgetOriginSecrets();
  });
  const requestWith = (headers: Record<string, string>) => ({ event: { headers } }) as never;

  it('lets everything through when no parameter is configured (local platform, tests)', async () => {
    await expect(originCheck(parameter('/p', ['s']).read).before!(requestWith({}))).resolves.toBeUndefined();
  });

  it('with a parameter, refuses a request without the header or with a wrong one with 403, and serves the right one', async () => {
    process.env.ORIGIN_SECRET_PARAMETER = '/sddp/prod/origin';
    resetConfigForTests();
    const check = originCheck(parameter('/sddp/prod/origin', ['s3cret']).read);
    for (const headers of [{}, { [ORIGIN_HEADER]: 'guess' }] as Record<string, string>[]) {
      const refused = await check.before!(requestWith(headers)).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).code).toBe(ERROR_CODE.forbidden);
    }
    await expect(check.before!(requestWith({ [ORIGIN_HEADER]: 's3cret' }))).resolves.toBeUndefined();
  });
});
