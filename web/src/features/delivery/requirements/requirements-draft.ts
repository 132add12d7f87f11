import type { FieldValues, Resolver } from 'react-hook-form';
import { deliveryClassRequirementsSave, type ClassRequirementsRecord, type EndpointInput, type PropertyType } from '@sddp/shared';
import { formResolver } from '@/lib/forms/form-resolver';

/** A property as the editor holds it: its choices one per line, its unit kept while another type is tried. */
export interface PropertyDraft {
  key: string;
  nameZh: string;
  nameEn: string;
  type: PropertyType;
  unit: string;
  choices: string;
  required: boolean;
}

/** A document type as the editor holds it: the accepted file types as typed ("pdf, dwg"). */
export interface DocumentDraft {
  key: string;
  nameZh: string;
  nameEn: string;
  extensions: string;
  required: boolean;
}

export interface RequirementsDraft extends FieldValues {
  /** The version the editor read: a save made against an older one is refused (409). */
  version: number;
  properties: PropertyDraft[];
  documents: DocumentDraft[];
}

export type SaveInput = EndpointInput<typeof deliveryClassRequirementsSave>;

export const emptyProperty = (): PropertyDraft => ({
  key: '',
  nameZh: '',
  nameEn: '',
  type: 'text',
  unit: '',
  choices: '',
  required: true,
});
export const emptyDocument = (): DocumentDraft => ({ key: '', nameZh: '', nameEn: '', extensions: 'pdf', required: true });

export const draftOf = (record: ClassRequirementsRecord): RequirementsDraft => ({
  version: record.version,
  properties: record.properties.map((property) => ({
    key: property.key,
    nameZh: property.nameZh,
    nameEn: property.nameEn,
    type: property.type,
    unit: property.unit ?? '',
    choices: (property.choices ?? []).join('\n'),
    required: property.required,
  })),
  documents: record.documents.map((document) => ({
    key: document.key,
    nameZh: document.nameZh,
    nameEn: document.nameEn,
    extensions: document.extensions.join(', '),
    required: document.required,
  })),
});

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** "PDF, .dwg; xlsx" → ['PDF', 'dwg', 'xlsx']: the schema lower-cases and checks each. */
const extensionsOf = (text: string) =>
  text
    .split(/[\s,;，；]+/)
    .map((extension) => extension.replace(/^\./, ''))
    .filter(Boolean);

/** The class a draft is for. */
export interface RequirementsTarget {
  projectId: number;
  classCode: string;
}

/** The save request of a draft: a unit only for a number, choices only for a choice. */
export function saveInputOf(draft: RequirementsDraft, target: RequirementsTarget): SaveInput {
  return {
    ...target,
    version: draft.version,
    properties: draft.properties.map(({ unit, choices, ...property }) => ({
      ...property,
      ...(property.type === 'number' && unit.trim() ? { unit } : {}),
      ...(property.type === 'choice' ? { choices: lines(choices) } : {}),
    })),
    documents: draft.documents.map(({ extensions, ...document }) => ({ ...document, extensions: extensionsOf(extensions) })),
  };
}

/** A problem with one choice or one file type belongs to the text field that lists them all. */
export const draftFieldOf = (path: string) => path.replace(/\.(choices|extensions)\.\d+$/, '.$1');

/** Checks the draft as the server will, through the request it becomes; errors land on the draft's fields. */
export function requirementsResolver(target: RequirementsTarget): Resolver<RequirementsDraft, unknown, SaveInput> {
  const resolve = formResolver(deliveryClassRequirementsSave.input, draftFieldOf);
  return (draft, context, options) =>
    resolve(saveInputOf(draft, target), context, options as never) as ReturnType<Resolver<RequirementsDraft, unknown, SaveInput>>;
}

/** A key from an English name: "Rated power (kW)" → "ratedPowerKw"; the administrator may change it. */
export function keyFromName(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const key = words
    .map((word, index) => (index === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase()))
    .join('');
  return /^[a-z]/.test(key) ? key.slice(0, 40) : '';
}
