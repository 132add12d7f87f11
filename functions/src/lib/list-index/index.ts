export { defineListIndex, type IndexedRow, type ListIndexDefinition } from './definition';
export { createListReader, type ListReader } from './list-reader';
export type { ListCopy } from './list-copy';
export { createMatchMemo, pageOf } from './filtered-pages';
export { publishBulk, withdrawBulk, writeWithIndex, type IndexedWrite } from './writes';
export { searchText } from './search-text';
export { repairListIndex, type RepairResult } from './repair';
