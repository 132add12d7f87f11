export { defineListIndex, type IndexedRow, type ListIndexDefinition } from './list-index/definition';
export { createListReader, type ListReader } from './list-index/list-reader';
export type { ListCopy } from './list-index/list-copy';
export { createMatchMemo, pageOf } from './list-index/filtered-pages';
export { publishBulk, withdrawBulk, writeWithIndex, type IndexedWrite } from './list-index/writes';
export { searchText } from './list-index/search-text';
export { repairListIndex, type RepairResult } from './list-index/repair';
