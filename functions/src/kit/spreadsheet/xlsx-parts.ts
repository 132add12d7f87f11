/** The parts of a workbook around its worksheets: the package, the workbook and its styles. */

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Indexes into the cellXfs of STYLES. */
export const CELL_STYLE = { general: 0, text: 1, dateTime: 2, header: 3 } as const;

export const PART = {
  contentTypes: '[Content_Types].xml',
  rootRelationships: '_rels/.rels',
  workbook: 'xl/workbook.xml',
  workbookRelationships: 'xl/_rels/workbook.xml.rels',
  styles: 'xl/styles.xml',
  sheet: 'xl/worksheets/sheet1.xml',
  sharedStrings: 'xl/sharedStrings.xml',
} as const;

/** The part of the workbook's sheet at `index` (0 is PART.sheet). */
export const sheetPart = (index: number) => `xl/worksheets/sheet${index + 1}.xml`;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const SPREADSHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

const contentTypes = (sheets: number) =>
  XML_DECLARATION +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/${PART.workbook}" ContentType="${SPREADSHEET_TYPE}.sheet.main+xml"/>` +
  Array.from(
    { length: sheets },
    (_, index) => `<Override PartName="/${sheetPart(index)}" ContentType="${SPREADSHEET_TYPE}.worksheet+xml"/>`,
  ).join('') +
  `<Override PartName="/${PART.styles}" ContentType="${SPREADSHEET_TYPE}.styles+xml"/>` +
  `<Override PartName="/${PART.sharedStrings}" ContentType="${SPREADSHEET_TYPE}.sharedStrings+xml"/>` +
  '</Types>';

const ROOT_RELATIONSHIPS =
  XML_DECLARATION +
  `<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${OFFICE_RELATIONSHIP}/officeDocument" Target="${PART.workbook}"/></Relationships>`;

/** The sheets are rId1…rIdN, then the styles and the shared strings. */
const workbookRelationships = (sheets: number) =>
  XML_DECLARATION +
  `<Relationships xmlns="${RELATIONSHIPS}">` +
  Array.from(
    { length: sheets },
    (_, index) => `<Relationship Id="rId${index + 1}" Type="${OFFICE_RELATIONSHIP}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
  ).join('') +
  `<Relationship Id="rId${sheets + 1}" Type="${OFFICE_RELATIONSHIP}/styles" Target="styles.xml"/>` +
  `<Relationship Id="rId${sheets + 2}" Type="${OFFICE_RELATIONSHIP}/sharedStrings" Target="sharedStrings.xml"/>` +
  '</Relationships>';

const FONT = '<sz val="11"/><name val="Calibri"/><family val="2"/>';
/** General; text ('@', 49); date and time; the header (bold text). */
const STYLES =
  XML_DECLARATION +
  `<styleSheet xmlns="${MAIN}">` +
  '<numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/></numFmts>' +
  `<fonts count="2"><font>${FONT}</font><font><b/>${FONT}</font></fonts>` +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="4">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="49" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1"/>' +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/** Excel's rules for a sheet name: 1–31 characters, none of []:*?/\, no apostrophe at either end. */
function sheetNameOf(name: string): string {
  const cleaned = name
    .replace(/[[\]:*?/\\]/g, '_')
    .replace(/^'+|'+$/g, '')
    .slice(0, 31);
  return cleaned || 'Sheet1';
}

const escapeAttribute = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** Every part but the worksheets and the shared strings, in the order they are written; sheet names in workbook order. */
export function packageParts(sheetNames: string | readonly string[]): Array<{ name: string; content: string }> {
  const names = typeof sheetNames === 'string' ? [sheetNames] : sheetNames;
  const sheets = names
    .map((name, index) => `<sheet name="${escapeAttribute(sheetNameOf(name))}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`)
    .join('');
  const workbook = XML_DECLARATION + `<workbook xmlns="${MAIN}" xmlns:r="${OFFICE_RELATIONSHIP}"><sheets>${sheets}</sheets></workbook>`;
  return [
    { name: PART.contentTypes, content: contentTypes(names.length) },
    { name: PART.rootRelationships, content: ROOT_RELATIONSHIPS },
    { name: PART.workbook, content: workbook },
    { name: PART.workbookRelationships, content: workbookRelationships(names.length) },
    { name: PART.styles, content: STYLES },
  ];
}
