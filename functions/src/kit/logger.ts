import { config } from '#kit/config';

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 } as const;
type Level = keyof typeof LEVELS;

const SECRET_KEY = /pass|pwd|token|secret|captcha|authorization|cookie|answer|hash/i;

/** Drops any field whose name suggests a secret, at any depth. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SECRET_KEY.test(key) ? '[redacted]' : redact(item, depth + 1)]),
  );
}

export interface LogEntry {
  level: Level;
  time: string;
  message: string;
  [field: string]: unknown;
}

/** Receives every line that passes LOG_LEVEL, as the entry and as its JSON text. */
export type LogSink = (entry: LogEntry, line: string) => void;

const consoleSink: LogSink = (entry, line) => (entry.level === 'error' ? console.error : console.log)(line);
let sink = consoleSink;

/** The local platform sends the lines to its log file; undefined restores the console. */
export function setLogSink(next: LogSink | undefined): void {
  sink = next ?? consoleSink;
}

/** Structured JSON lines to stdout (CloudWatch on AWS, the console in tests), or to the sink set above. */
export function createLogger(base: Record<string, unknown> = {}) {
  const write = (level: Level, message: string, fields: Record<string, unknown> = {}) => {
    if (LEVELS[level] < LEVELS[config().LOG_LEVEL]) return;
    const entry: LogEntry = { level, time: new Date().toISOString(), message, ...base, ...(redact(fields) as object) };
    sink(entry, JSON.stringify(entry));
  };
  return {
    debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
    info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
    warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
    error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
    child: (fields: Record<string, unknown>) => createLogger({ ...base, ...fields }),
  };
}
export type Logger = ReturnType<typeof createLogger>;
