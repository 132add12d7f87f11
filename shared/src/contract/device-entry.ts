import * as z from 'zod/mini';
import { contractRowSchema, tagRowSchema } from '../entities/device';
import { filterText, id, requiredText } from '../validators/common';
import { breakdownCodeText, contractNameText, contractNoText, itemNameText, quantityNumber, weihaoText } from '../validators/device';
import { DEVICE_ADMINS, DEVICE_REPORT_READERS } from './device';
import { defineEndpoint } from './endpoint';

/**
 * Device administration's manual entry (docs/decisions.md "Device entry by hand"): a contract and a tag
 * number typed in a dialog, checked on the server with the rules and messages of the contract import
 * (the same field validators, the same data rules: project, supplier, catalogue pump, unique numbers).
 */

/** The organisation code that names the supplier, as the import's column (up to 50 characters). */
const ORG_CODE_MAX = 50;

export const contractCreateInput = z.object({
  projectId: id('validation.device.projectRequired'),
  orgCode: requiredText('validation.device.supplierRequired', ORG_CODE_MAX),
  contractNo: contractNoText,
  contractName: contractNameText,
});
export type ContractCreateInput = z.output<typeof contractCreateInput>;

/** A tag number on a catalogue pump (`pumpId`), or on another item when it is absent. */
export const tagCreateInput = z.object({
  contractId: id(),
  weihao: weihaoText,
  itemName: itemNameText,
  pumpId: z.optional(id('validation.device.pumpId')),
  quantity: z._default(quantityNumber, 1),
  mainItemCode: breakdownCodeText,
  classCode: breakdownCodeText,
});
export type TagCreateInput = z.output<typeof tagCreateInput>;

/** POST /device/admin_add_contract: one contract without tag numbers yet; a number taken in the project is refused. */
export const contractCreate = defineEndpoint({
  id: 'device.contractCreate',
  domain: 'device',
  method: 'POST',
  path: '/device/admin_add_contract',
  input: contractCreateInput,
  output: contractRowSchema,
  access: DEVICE_ADMINS,
  log: 'log.device.contractCreated',
});

/** POST /device/admin_add_weihao: one tag number on a contract, with the contract's count, together. */
export const tagCreate = defineEndpoint({
  id: 'device.tagCreate',
  domain: 'device',
  method: 'POST',
  path: '/device/admin_add_weihao',
  input: tagCreateInput,
  output: tagRowSchema,
  access: DEVICE_ADMINS,
  log: 'log.device.tagCreated',
});

export const deviceProjectOptionSchema = z.object({ projectId: z.number(), projectName: z.string(), projectNameEn: z.string() });
export type DeviceProjectOption = z.infer<typeof deviceProjectOptionSchema>;

/** GET /device/project_options: the delivery projects, for the filters' and the dialogs' project pickers. */
export const deviceProjectOptions = defineEndpoint({
  id: 'device.projectOptions',
  domain: 'device',
  method: 'GET',
  path: '/device/project_options',
  input: z.object({}),
  output: z.object({ rows: z.array(deviceProjectOptionSchema) }),
  access: DEVICE_REPORT_READERS,
});

export const supplierOptionSchema = z.object({ id: z.number(), orgCode: z.string(), orgName: z.string() });
export type SupplierOption = z.infer<typeof supplierOptionSchema>;

/** The most suppliers one answer names: the picker narrows by typing. */
export const SUPPLIER_OPTIONS_MAX = 20;

/** GET /device/admin_supplier_options?name=: suppliers whose name or code contains the text, for the contract dialog. */
export const supplierOptions = defineEndpoint({
  id: 'device.supplierOptions',
  domain: 'device',
  method: 'GET',
  path: '/device/admin_supplier_options',
  input: z.object({ name: filterText }),
  output: z.object({ rows: z.array(supplierOptionSchema) }),
  access: DEVICE_ADMINS,
});

/**
 * GET /device/admin_tag_places?contractId=: the main items and factory object classes a tag of the contract
 * may be placed in (its project's breakdown), for the tag dialog, the item sheet and the tag list's names.
 */
export const tagPlaceOptions = defineEndpoint({
  id: 'device.tagPlaceOptions',
  domain: 'device',
  method: 'GET',
  path: '/device/admin_tag_places',
  input: z.object({ contractId: id() }),
  output: z.object({
    projectId: z.number(),
    mainItems: z.array(z.object({ code: z.string(), name: z.string() })),
    classes: z.array(z.object({ code: z.string(), name: z.string(), type: z.string() })),
  }),
  access: DEVICE_ADMINS,
});
export type TagPlaceOptions = z.infer<typeof tagPlaceOptions.output>;

export const DEVICE_ENTRY_ENDPOINTS = [contractCreate, tagCreate, deviceProjectOptions, supplierOptions, tagPlaceOptions];
