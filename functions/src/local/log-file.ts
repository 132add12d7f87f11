import { closeSync, mkdirSync, openSync, renameSync, statSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

export interface LogFile {
  path: string;
  /** Appends one line; after close() it is dropped. */
  append(line: string): void;
  close(): void;
}

export const LOG_FILE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * An appended file capped at `maxBytes`: when full it becomes `<path>.1` (replacing the previous one)
 * and a new file starts, so the log never holds more than twice the cap. Writes are synchronous so a
 * line is on disk even when the process is stopped right after it.
 */
export function openLogFile(path: string, maxBytes = LOG_FILE_MAX_BYTES): LogFile {
  mkdirSync(dirname(path), { recursive: true });
  let size = sizeOf(path);
  let fd: number | undefined;

  const rotate = () => {
    if (fd !== undefined) closeSync(fd);
    renameSync(path, `${path}.1`);
    size = 0;
    fd = openSync(path, 'a');
  };

  fd = openSync(path, 'a');
  if (size >= maxBytes) rotate();

  return {
    path,
    append: (line) => {
      if (fd === undefined) return;
      const bytes = Buffer.from(`${line}\n`, 'utf8');
      if (size > 0 && size + bytes.length > maxBytes) rotate();
      writeSync(fd, bytes);
      size += bytes.length;
    },
    close: () => {
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
    },
  };
}

function sizeOf(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}
