import type { Language } from '../constants';
import type { Catalogue } from './catalogue';
import { en } from './en';
import { zh } from './zh';

const CATALOGUES: Record<Language, Catalogue> = { zh, en };

/** Both tables as modules: what the browser, the tests and the local server use. */
export const catalogueOf = (language: Language): Catalogue => CATALOGUES[language];
