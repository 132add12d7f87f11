/**
 * What every platform a test starts adds to its options. Its functions share a 2-core machine with
 * Chromium, the test workers and DynamoDB Local, where Lambda gives each invocation a CPU share of its
 * own: the template's timeouts are stretched so that a busy moment of the machine is not a function
 * timeout (tests/functions/local/cloud/runtime/function-runtime.test.ts keeps the template's).
 */
export const TEST_PLATFORM_OPTIONS = { functionTimeoutScale: 3 } as const;
