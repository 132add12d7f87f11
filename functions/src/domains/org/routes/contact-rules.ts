import { orgNeedsContactEmail } from '@sddp/shared';
import { invalid } from '#kit/errors';

/** The edit form's e-mail rule follows the stored type (shared orgUpdateInputFor): checked on the record read. */
export function refineContactEmailOf(orgType: string, contact: { email: string }): void {
  if (orgNeedsContactEmail(orgType) && !contact.email) throw invalid({ email: 'validation.orgContact.emailRequired' });
}
