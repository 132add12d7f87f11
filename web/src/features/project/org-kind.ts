/** The two lists of spec §2.15: the project's supplier organisations or its contractors. */
export type OrgKind = 'supplier' | 'contractor';

/** The added-state filter as the URL keeps it; each list spells it its own way on the wire. */
export type AddedFlag = 'y' | 'n';

export const ORG_KIND_TEXT = {
  supplier: { title: 'route.projectSuppliers', joined: 'message.supplierJoined', removed: 'message.supplierRemoved' },
  contractor: { title: 'route.projectContractors', joined: 'message.contractorJoined', removed: 'message.contractorRemoved' },
} as const;
