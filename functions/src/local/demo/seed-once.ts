import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { seedDemoDevices } from './device-demo';
import { seedDemoDhmc } from './dhmc';
import { seedDemoNotices } from './notices';
import { seedDemoScores } from './scores';
import { seedDemo, type SeededAccount } from './seed';

export type DemoAccount = SeededAccount;

/**
 * Seeds the demo data once and remembers the generated accounts in `accountsFile`, because later starts
 * find the data already there and cannot recover the passwords from their hashes.
 */
export async function seedDemoData(accountsFile: string): Promise<DemoAccount[]> {
  const result = await seedDemo();
  if (!result.seeded) return readAccounts(accountsFile);
  await seedDemoScores();
  await seedDemoNotices();
  await seedDemoDevices();
  await seedDemoDhmc();
  await mkdir(dirname(accountsFile), { recursive: true });
  await writeFile(accountsFile, `${JSON.stringify(result.accounts, null, 2)}\n`, { encoding: 'utf8', mode: 0o600 });
  return result.accounts;
}

export async function readAccounts(accountsFile: string): Promise<DemoAccount[]> {
  try {
    return JSON.parse(await readFile(accountsFile, 'utf8')) as DemoAccount[];
  } catch {
    return [];
  }
}
