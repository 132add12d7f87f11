import { describe, expect, it } from 'vitest';
import { ListCopy } from '#kit/list-index/list-copy';

const row = (id: number, version: number, name = `r${id}v${version}`) => ({ id, version, name });

describe('ListCopy', () => {
  it('holds rows newest (highest id) first, inserting new ones in place', () => {
    const copy = new ListCopy([row(1, 1), row(5, 1), row(3, 1)]);
    copy.put(row(4, 1));
    copy.put(row(9, 1));
    copy.put(row(0, 1));
    expect(copy.rows.map((held) => held.id)).toEqual([9, 5, 4, 3, 1, 0]);
  });

  it('keeps the highest version whatever order the changes arrive in, and counts only real changes', () => {
    const copy = new ListCopy([row(1, 1)]);
    const start = copy.generation;
    copy.put(row(1, 3, 'third'));
    copy.put(row(1, 2, 'second'));
    copy.put(row(1, 3, 'third again'));
    expect(copy.rows).toEqual([row(1, 3, 'third')]);
    expect(copy.generation).toBe(start + 1);
  });

  it('removes a row at its version and does not let an older copy of it back in', () => {
    const copy = new ListCopy([row(1, 1), row(2, 4)]);
    copy.remove({ id: 2, version: 5 });
    copy.put(row(2, 4));
    expect(copy.rows.map((held) => held.id)).toEqual([1]);
    // A removal older than the row held leaves it.
    copy.remove({ id: 1, version: 0 });
    expect(copy.rows.map((held) => held.id)).toEqual([1]);
  });
});
