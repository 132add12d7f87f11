import type { uiZh } from './ui.zh';

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every UI catalogue follows: zh's keys with any string values. */
export type UiCatalogue = Widen<typeof uiZh>;
