import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from '@sddp/shared';
import { inspectWorkbook } from '#kit/spreadsheet';
import { pngBytes, refusalOf, workbookBytes } from './workbooks';
import { concat, workbookParts, zipArchive, type ZipPart } from './zip-writer';

const MEGABYTE = 1024 * 1024;
const rows = [
  ['机构代码', '机构名称'],
  ['00012345', '示例'],
];
const refusalKey = (bytes: Uint8Array) => refusalOf(() => inspectWorkbook(bytes)).messageKey;

describe('inspectWorkbook', () => {
  it('recognises an xlsx and a legacy xls', () => {
    expect(inspectWorkbook(workbookBytes(rows)).kind).toBe('xlsx');
    expect(inspectWorkbook(workbookBytes(rows, { bookType: 'biff8' })).kind).toBe('xls');
  });

  it('refuses an empty file', () => {
    const refusal = refusalOf(() => inspectWorkbook(new Uint8Array()));
    expect(refusal).toMatchObject({ code: 400, messageKey: 'validation.file.empty' });
  });

  it('accepts a file of exactly the size limit and refuses one byte more, with the limit in megabytes', () => {
    const padded = (size: number) => {
      const withoutPadding = zipArchive([...workbookParts(), { name: 'xl/media/padding.bin', stored: true }]).length;
      return zipArchive([
        ...workbookParts(),
        { name: 'xl/media/padding.bin', stored: true, content: new Uint8Array(size - withoutPadding) },
      ]);
    };
    expect(padded(IMPORT_LIMITS.maxBytes)).toHaveLength(IMPORT_LIMITS.maxBytes);
    expect(inspectWorkbook(padded(IMPORT_LIMITS.maxBytes)).kind).toBe('xlsx');
    const refusal = refusalOf(() => inspectWorkbook(padded(IMPORT_LIMITS.maxBytes + 1)));
    expect(refusal).toMatchObject({ code: 400, messageKey: 'error.importTooLarge' });
    expect(refusal.options.params).toEqual({ megabytes: 5 });
  });

  it('refuses a renamed text file and a PNG by their first bytes', () => {
    expect(refusalOf(() => inspectWorkbook(new TextEncoder().encode('orgCode,orgName\n00012345,ACME\n')))).toMatchObject({
      code: 400,
      messageKey: 'error.importNotWorkbook',
    });
    expect(refusalKey(pngBytes())).toBe('error.importNotWorkbook');
    expect(refusalKey(new Uint8Array([0x50, 0x4b]))).toBe('error.importNotWorkbook');
  });

  it('refuses a zip that is not a workbook: a Word document, or spreadsheet parts without content types', () => {
    const text = (value: string) => new TextEncoder().encode(value);
    const word = zipArchive([
      { name: '[Content_Types].xml', content: text('<Types/>') },
      { name: 'word/document.xml', content: text('<document/>') },
    ]);
    expect(refusalKey(word)).toBe('error.importNotWorkbook');
    expect(refusalKey(zipArchive(workbookParts().slice(1)))).toBe('error.importNotWorkbook');
    expect(refusalKey(zipArchive([]))).toBe('error.importNotWorkbook');
  });

  it('refuses truncated files', () => {
    const whole = workbookBytes(rows);
    for (const length of [whole.length - 1, whole.length - 30, Math.floor(whole.length / 2), 30]) {
      expect(refusalKey(whole.subarray(0, length)), `first ${length} bytes`).toBe('error.importNotWorkbook');
    }
  });

  describe('zip bombs, refused by the directory alone', () => {
    it('refuses a part that declares 200 MB of zeros, though the file is small', () => {
      const bomb = zipArchive(workbookParts({ content: new Uint8Array(200 * MEGABYTE) }));
      expect(bomb.length).toBeLessThan(IMPORT_LIMITS.maxBytes);
      expect(refusalOf(() => inspectWorkbook(bomb))).toMatchObject({ code: 400, messageKey: 'error.importUnpackedTooLarge' });
    });

    it('refuses parts that together declare more than the unpacked limit, though none is suspicious alone', () => {
      const tenMegabytes = new Uint8Array(10 * MEGABYTE);
      const part = (index: number): ZipPart => ({ name: `xl/media/part${index}.bin`, content: tenMegabytes });
      const parts = (count: number) => zipArchive([...workbookParts(), ...Array.from({ length: count }, (_, index) => part(index))]);
      expect(inspectWorkbook(parts(9)).kind).toBe('xlsx');
      expect(refusalKey(parts(11))).toBe('error.importUnpackedTooLarge');
    });

    it('refuses a part compressed more than 200:1 once it unpacks to over 10 MB', () => {
      expect(refusalKey(zipArchive(workbookParts({ content: new Uint8Array(11 * MEGABYTE) })))).toBe('error.importUnpackedTooLarge');
      expect(inspectWorkbook(zipArchive(workbookParts({ content: new Uint8Array(9 * MEGABYTE) }))).kind).toBe('xlsx');
    });

    it('refuses more entries than the limit, and accepts the limit itself', () => {
      const withEntries = (count: number) =>
        zipArchive([...workbookParts(), ...Array.from({ length: count - 3 }, (_, index) => ({ name: `xl/media/${index}.bin` }))]);
      expect(inspectWorkbook(withEntries(IMPORT_LIMITS.maxZipEntries)).kind).toBe('xlsx');
      expect(refusalKey(withEntries(IMPORT_LIMITS.maxZipEntries + 1))).toBe('error.importUnpackedTooLarge');
    });

    it('refuses a huge declared entry count without walking the directory', () => {
      expect(refusalKey(zipArchive(workbookParts(), { declaredEntryCount: 60_000 }))).toBe('error.importUnpackedTooLarge');
    });
  });

  describe('the directory reader', () => {
    it('finds the end record behind an archive comment', () => {
      expect(inspectWorkbook(zipArchive(workbookParts(), { comment: 'written by hand' })).kind).toBe('xlsx');
    });

    it('refuses an end record whose comment does not reach the end of the file', () => {
      expect(refusalKey(concat([zipArchive(workbookParts()), new Uint8Array(8)]))).toBe('error.importNotWorkbook');
    });

    it('refuses ZIP64 markers: the count marker, a ZIP64 extra field, a ZIP64 locator', () => {
      expect(refusalKey(zipArchive(workbookParts(), { declaredEntryCount: 0xffff }))).toBe('error.importNotWorkbook');
      const zip64Extra = new Uint8Array([0x01, 0x00, 0x08, 0x00, 0, 0, 0, 0, 0, 0, 0, 0]);
      expect(refusalKey(zipArchive([...workbookParts(), { name: 'xl/media/a.bin', extra: zip64Extra }]))).toBe('error.importNotWorkbook');

      const plain = zipArchive(workbookParts());
      const locator = new Uint8Array(20);
      new DataView(locator.buffer).setUint32(0, 0x07064b50, true);
      const withLocator = concat([plain.subarray(0, plain.length - 22), locator, plain.subarray(plain.length - 22)]);
      expect(refusalKey(withLocator)).toBe('error.importNotWorkbook');
    });

    it('refuses a local header that disagrees with the central directory', () => {
      const lying = zipArchive(workbookParts({ content: new Uint8Array(1000), localDeclaredSize: 10 }));
      expect(refusalKey(lying)).toBe('error.importNotWorkbook');
    });

    it('accepts parts whose sizes follow the data in a descriptor, as streaming writers produce', () => {
      expect(inspectWorkbook(zipArchive(workbookParts({ content: new Uint8Array(1000), dataDescriptor: true }))).kind).toBe('xlsx');
    });
  });
});
