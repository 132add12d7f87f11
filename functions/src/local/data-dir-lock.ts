import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isAlive } from './process-alive';

export interface DataDirOwner {
  pid: number;
  /** What holds it: `npm start`, `npm run job:password-expiry`, … */
  purpose: string;
  /** The platform's URL once it listens. */
  url?: string;
  /** Its cloud gateway's URL: where `npm run job:redrive` reaches the platform's SQS and Lambda. */
  cloudUrl?: string;
  startedAt: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: DataDirOwner,
  ) {
    super(`${dataDir} is in use by ${owner.purpose} (pid ${owner.pid}${owner.url ? `, ${owner.url}` : ''})`);
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  readonly file: string;
  /** Records more about the owner (the URLs once listening). */
  update(fields: Partial<Pick<DataDirOwner, 'url' | 'cloudUrl'>>): void;
  release(): void;
}

/**
 * One process at a time per data directory. DynamoDB Local takes no lock on its database file: two
 * instances on one `dynamodb/` both open it and interleave writes. A lock whose process is gone (a
 * crash, kill -9) is taken over.
 */
export function lockDataDir(dataDir: string, purpose: string): DataDirLock {
  const file = join(dataDir, 'in-use.json');
  let owner: DataDirOwner = { pid: process.pid, purpose, startedAt: new Date().toISOString() };
  const write = (flag: 'wx' | 'w') => writeFileSync(file, `${JSON.stringify(owner, null, 2)}\n`, { encoding: 'utf8', flag });

  try {
    write('wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const current = readOwner(file);
    if (current && isAlive(current.pid)) throw new DataDirInUseError(dataDir, current);
    write('w');
  }

  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.removeListener('exit', release);
    if (readOwner(file)?.pid === process.pid) unlinkSync(file);
  };
  process.once('exit', release);
  return {
    file,
    update: (fields) => {
      owner = { ...owner, ...fields };
      if (held) write('w');
    },
    release,
  };
}

/** Who holds the data directory now, if its process is alive. */
export function currentOwner(dataDir: string): DataDirOwner | undefined {
  const owner = readOwner(join(dataDir, 'in-use.json'));
  return owner && isAlive(owner.pid) ? owner : undefined;
}

function readOwner(file: string): DataDirOwner | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as DataDirOwner;
  } catch {
    return undefined;
  }
}
