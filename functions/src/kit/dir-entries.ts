import { readdir } from 'node:fs/promises';

/** The names in a folder; a folder not made yet (or a file in its place) has none. */
export async function dirEntries(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'ENOENT' || code === 'ENOTDIR') return [];
    throw error;
  }
}
