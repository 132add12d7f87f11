import { describe, expect, it } from 'vitest';
import { IMPORT_ACCEPT, importFileProblem } from '@/components/upload/workbook-file-problem';

const file = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name);

describe('importFileProblem', () => {
  it('passes one xlsx or xls file, whatever the case of its extension', () => {
    expect(importFileProblem([file('a.xlsx')])).toBeUndefined();
    expect(importFileProblem([file('B.XLS')])).toBeUndefined();
    expect(IMPORT_ACCEPT).toBe('.xlsx,.xls');
  });

  it('refuses other extensions, including none and look-alikes', () => {
    for (const name of ['a.csv', 'a.txt', 'xlsx', 'a.xlsx.exe', 'a.xlsm']) {
      expect(importFileProblem([file(name)]), name).toEqual({ key: 'validation.upload.format' });
    }
  });

  it('counts the files when more than one is chosen', () => {
    expect(importFileProblem([file('a.xlsx'), file('b.xlsx')])).toEqual({
      key: 'validation.upload.count',
      params: { selected: 2, total: 2 },
    });
  });

  it('refuses an empty file and one over 5 MB', () => {
    expect(importFileProblem([file('a.xlsx', 0)])).toEqual({ key: 'validation.file.empty' });
    expect(importFileProblem([file('a.xlsx', 5 * 1024 * 1024 + 1)])).toEqual({
      key: 'validation.file.importSize',
      params: { megabytes: 5 },
    });
  });
});
