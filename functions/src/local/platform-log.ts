import type { LogEntry, LogSink } from '#kit/logger';
import { openLogFile } from './log-file';

export interface PlatformLog {
  file: string;
  /** The platform's own lines (requests, DynamoDB Local, jobs), as JSON lines like the functions' own. */
  line(text: string): void;
  /** For setLogSink: the functions' JSON lines. */
  entry: LogSink;
  close(): void;
}

/**
 * The platform's own lines that report a failure no function logged: a handler that threw (api-router's
 * `→ 500 (id): error`), a server or job failure. A 5xx the handler answered itself was logged by it.
 */
const PROBLEM = / → 5\d\d \([^,)]*\): | failed:/;
const PROBLEM_LEVELS: ReadonlySet<string> = new Set(['warn', 'error']);
const MAX_VALUE = 120;

/**
 * Everything goes to `file`; warnings and errors also go to `alert` (the terminal) as one short line,
 * so a person watching `npm start` sees problems, not traffic.
 */
export function createPlatformLog(file: string, alert: (line: string) => void, maxBytes?: number): PlatformLog {
  const log = openLogFile(file, maxBytes);
  return {
    file,
    line: (text) => {
      const entry: LogEntry = {
        level: PROBLEM.test(text) ? 'error' : 'info',
        time: new Date().toISOString(),
        message: text,
        source: 'platform',
      };
      log.append(JSON.stringify(entry));
      if (entry.level === 'error') alert(summarise(entry));
    },
    entry: (entry, line) => {
      log.append(line);
      if (PROBLEM_LEVELS.has(entry.level)) alert(summarise(entry));
    },
    close: () => log.close(),
  };
}

/** `12:04:05 warn  storage outcome (endpoint org.update, status 503, …, requestId …)`: first lines, cut short. */
export function summarise(entry: LogEntry): string {
  const { level, time, message, source: _source, requestId, ...fields } = entry;
  const details = Object.entries({ ...fields, requestId })
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key} ${short(typeof value === 'string' ? value : JSON.stringify(value))}`);
  const clock = new Date(time).toTimeString().slice(0, 8);
  return `${clock} ${level.padEnd(5)} ${short(message)}${details.length > 0 ? ` (${details.join(', ')})` : ''}`;
}

/** The first line (a stack's message), at most MAX_VALUE characters. */
function short(text: string): string {
  const line = text.split('\n', 1)[0]!.trim();
  return line.length > MAX_VALUE ? `${line.slice(0, MAX_VALUE - 1)}…` : line;
}
