import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/** scripts/system-needs.sh: the one list `.ci/run`, `npm test` and `npm start` check before anything else. */
const SCRIPT = 'scripts/system-needs.sh';
const isRoot = process.getuid?.() === 0;
const asNobody = isRoot && existsSync('/usr/bin/setpriv') ? ['/usr/bin/setpriv', '--reuid=65534', '--regid=65534', '--clear-groups'] : [];
const folders: string[] = [];

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A folder of stand-in commands put first on PATH: each records its arguments and prints `output`. */
function standIns(commands: Record<string, string>): { bin: string; calls: () => string } {
  const bin = mkdtempSync(join(tmpdir(), 'sddp-needs-'));
  folders.push(bin);
  chmodSync(bin, 0o755);
  const log = join(bin, 'calls.log');
  for (const [name, output] of Object.entries(commands)) {
    const path = join(bin, name);
    writeFileSync(path, `#!/bin/sh\necho "${name} $*" >> ${log}\n${output}\n`);
    chmodSync(path, 0o755);
  }
  return { bin, calls: () => (existsSync(log) ? readFileSync(log, 'utf8') : '') };
}

function run(purpose: string, env: Record<string, string>, prefix: string[] = []) {
  const started = Date.now();
  const [command, ...args] = [...prefix, 'bash', SCRIPT, purpose];
  const result = spawnSync(command!, args, { env: { ...process.env, ...env }, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, ms: Date.now() - started };
}

describe('scripts/system-needs.sh', () => {
  it('passes silently when Java 17, Chromium and the CJK font are where it looks', () => {
    const here = standIns({ java: 'echo \'openjdk version "17.0.15" 2025-04-15\' >&2' });
    const chromium = join(here.bin, 'java');
    const font = join(here.bin, 'calls.log');
    writeFileSync(font, '');
    const result = run('test', { PATH: `${here.bin}:${process.env.PATH}`, SDDP_CHROMIUM_PATH: chromium, SDDP_CJK_FONT: font });
    expect({ status: result.status, stdout: result.stdout, stderr: result.stderr }).toEqual({ status: 0, stdout: '', stderr: '' });
  });

  it.runIf(asNobody.length > 0 || !isRoot)(
    'as a user who is not root, stops within 5 s naming what is missing and the exact apt command',
    () => {
      const result = run('test', { SDDP_CHROMIUM_PATH: '/nowhere/chromium', SDDP_CJK_FONT: '/nowhere/font.ttc' }, asNobody);
      expect(result.status).toBe(1);
      expect(result.ms).toBeLessThan(5_000);
      expect(result.stderr).toContain('Chromium at /nowhere/chromium');
      expect(result.stderr).toContain(
        "sudo sh -c 'apt-get update && apt-get install -y --no-install-recommends chromium fonts-wqy-microhei'",
      );
    },
  );

  it.runIf(isRoot)('as root with apt, installs what is missing and nothing else', () => {
    // Java and the font are there whatever this machine has: only Chromium is missing.
    const apt = standIns({ 'apt-get': 'exit 0', java: 'echo \'openjdk version "17.0.15" 2025-04-15\' >&2' });
    const font = join(apt.bin, 'font.ttc');
    writeFileSync(font, '');
    const result = run('test', { PATH: `${apt.bin}:${process.env.PATH}`, SDDP_CHROMIUM_PATH: '/nowhere/chromium', SDDP_CJK_FONT: font });
    expect(result.status).toBe(0);
    const aptCalls = apt
      .calls()
      .split('\n')
      .filter((line) => line.startsWith('apt-get'));
    expect(aptCalls).toEqual(['apt-get update -qq', 'apt-get install -y -qq --no-install-recommends chromium']);
  });

  it.runIf(isRoot)('counts a Java older than 17 as missing; `start` needs no browser', () => {
    const tools = standIns({ 'apt-get': 'exit 0', java: 'echo \'java version "1.8.0_402"\' >&2' });
    const result = run('start', { PATH: `${tools.bin}:${process.env.PATH}`, SDDP_CHROMIUM_PATH: '/nowhere/chromium' });
    expect(result.status).toBe(0);
    expect(tools.calls()).toContain('apt-get install -y -qq --no-install-recommends openjdk-17-jre-headless\n');
    expect(tools.calls()).not.toContain('chromium');
  });
});
