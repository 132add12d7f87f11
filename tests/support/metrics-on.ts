import { afterAll } from 'vitest';

/**
 * Imported first, as a bare import before any function code, by a test file that asserts metrics.
 * The functions projects turn metrics off (vitest.config.ts), as LOG_LEVEL=warn keeps info lines out;
 * here they are on, and Powertools writes them through the global console (POWERTOOLS_DEV), where
 * `#test/metrics` reads them; the ones no test reads are not printed. Powertools reads both switches
 * when a function's Metrics is made, at its handler's load, so such a file runs isolated
 * (`// test-isolation:`), with modules of its own.
 */
const SWITCHES = { POWERTOOLS_DEV: 'true', POWERTOOLS_METRICS_DISABLED: 'false' };
const before = Object.fromEntries(Object.keys(SWITCHES).map((name) => [name, process.env[name]]));
Object.assign(process.env, SWITCHES);

/** A line Powertools writes: an EMF object. */
export const isEmfLine = (line: unknown): line is string => typeof line === 'string' && line.startsWith('{"_aws":');

const print = console.log;
console.log = (...args: unknown[]) => {
  if (!isEmfLine(args[0])) print(...args);
};

afterAll(() => {
  console.log = print;
  for (const [name, value] of Object.entries(before)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});
