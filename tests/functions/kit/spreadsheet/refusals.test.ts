import { read } from '@e965/xlsx';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_LIMITS } from '@sddp/shared';
import { readSupplierWorkbook } from '#domains/org/sheets/read-supplier-workbook';
import { inspectWorkbook } from '#kit/spreadsheet';
import { pngBytes, refusalOf, SUPPLIER_HEADERS, supplierCells, workbookBytes } from './workbooks';
import { workbookParts, zipArchive } from './zip-writer';

vi.mock('@e965/xlsx', async (importOriginal) => {
  const library = await importOriginal<typeof import('@e965/xlsx')>();
  return { ...library, read: vi.fn(library.read) };
});

const MEGABYTE = 1024 * 1024;
const HEADERS = [...SUPPLIER_HEADERS.en];
const refusalOfParse = (bytes: Uint8Array) => refusalOf(() => readSupplierWorkbook(bytes, 'en'));

beforeEach(() => {
  vi.mocked(read).mockClear();
});

describe('readSupplierWorkbook refuses before the spreadsheet library parses anything', () => {
  it.each([
    ['an empty file', () => new Uint8Array(), 'validation.file.empty'],
    ['a renamed text file', () => new TextEncoder().encode('00012345,ACME'), 'error.importNotWorkbook'],
    ['a PNG', pngBytes, 'error.importNotWorkbook'],
    ['a truncated xlsx', () => workbookBytes([HEADERS]).subarray(0, 500), 'error.importNotWorkbook'],
    [
      'a zip bomb of 200 MB of zeros',
      () => zipArchive(workbookParts({ content: new Uint8Array(200 * MEGABYTE) })),
      'error.importUnpackedTooLarge',
    ],
    [
      'a zip of too many entries',
      () =>
        zipArchive([...workbookParts(), ...Array.from({ length: IMPORT_LIMITS.maxZipEntries }, (_, index) => ({ name: `xl/${index}` }))]),
      'error.importUnpackedTooLarge',
    ],
  ])('%s', (_, bytes, messageKey) => {
    expect(refusalOfParse(bytes())).toMatchObject({ code: 400, messageKey });
    expect(read).not.toHaveBeenCalled();
  });

  describe('a zip bomb that lies in its directory', () => {
    const zeros = new Uint8Array(200 * MEGABYTE);

    it('is found out when its part unpacks to more than declared', () => {
      const bomb = zipArchive(workbookParts({ content: zeros, declaredSize: MEGABYTE }));
      expect(inspectWorkbook(bomb).kind).toBe('xlsx');
      expect(refusalOfParse(bomb)).toMatchObject({ code: 400, messageKey: 'error.importUnpackedTooLarge' });
      expect(read).not.toHaveBeenCalled();
    });

    it('is found out when its local header defers the sizes to a data descriptor', () => {
      const bomb = zipArchive(workbookParts({ content: zeros, declaredSize: MEGABYTE, dataDescriptor: true }));
      expect(inspectWorkbook(bomb).kind).toBe('xlsx');
      expect(refusalOfParse(bomb)).toMatchObject({ code: 400, messageKey: 'error.importUnpackedTooLarge' });
      expect(read).not.toHaveBeenCalled();
    });
  });

  it('refuses as damaged a part that unpacks to less than it declares', () => {
    const short = zipArchive(workbookParts({ content: new Uint8Array(1000), declaredSize: 5000 }));
    expect(refusalOfParse(short)).toMatchObject({ code: 400, messageKey: 'error.importNotWorkbook' });
    expect(read).not.toHaveBeenCalled();
  });
});

describe('readSupplierWorkbook refuses what the spreadsheet library cannot read', () => {
  it('refuses an OLE2 file that is not a workbook, and a truncated xls', () => {
    const ole2 = new Uint8Array(4096);
    ole2.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(refusalOfParse(ole2)).toMatchObject({ code: 400, messageKey: 'error.importNotWorkbook' });
    const xls = workbookBytes([HEADERS, ['00012345', 'ACME']], { bookType: 'biff8' });
    expect(refusalOfParse(xls.subarray(0, 1024))).toMatchObject({ code: 400, messageKey: 'error.importNotWorkbook' });
  });

  it('refuses a zip with the parts of an xlsx but no readable workbook in them', () => {
    expect(refusalOfParse(zipArchive(workbookParts()))).toMatchObject({ code: 400, messageKey: 'error.importNotWorkbook' });
    expect(read).toHaveBeenCalledOnce();
  });
});

describe('the row limit', () => {
  const dataRows = (count: number) =>
    Array.from({ length: count }, (_, index) => supplierCells([String(index).padStart(8, '0'), `Supplier ${index}`]));

  it(`reads a header and ${IMPORT_LIMITS.maxRows} rows, and refuses one row more`, () => {
    expect(readSupplierWorkbook(workbookBytes([HEADERS, ...dataRows(IMPORT_LIMITS.maxRows)]), 'en').rows).toHaveLength(
      IMPORT_LIMITS.maxRows,
    );
    const refusal = refusalOfParse(workbookBytes([HEADERS, ...dataRows(IMPORT_LIMITS.maxRows + 1)]));
    expect(refusal).toMatchObject({ code: 400, messageKey: 'error.importTooManyRows' });
    expect(refusal.options.params).toEqual({ max: IMPORT_LIMITS.maxRows });
  });

  it('refuses a single row far below the limit, and a sheet that declares more rows than the limit', () => {
    const far = workbookBytes([HEADERS, ['00012345', 'ACME']], {
      edit: (sheet) => {
        sheet['A30001'] = { t: 's', v: '00012346' };
        sheet['!ref'] = 'A1:B30001';
      },
    });
    expect(refusalOfParse(far).messageKey).toBe('error.importTooManyRows');
    const declared = workbookBytes([HEADERS, ['00012345', 'ACME']], {
      edit: (sheet) => {
        sheet['!ref'] = 'A1:B30000';
      },
    });
    expect(refusalOfParse(declared).messageKey).toBe('error.importTooManyRows');
  });
});
