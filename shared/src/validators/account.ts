import { z } from 'zod';
import { LIMITS } from '../constants';
import { EMAIL_WITH_TLD_PATTERN, PHONE_PATTERN, email, emailList, requiredText } from './common';

/** Complete information (/addInfo), reading B: contact details with e-mail and SMS codes. */
export const completeInfoInput = z.object({
  linkman: requiredText('validation.linkman.required'),
  /** Required here (reading B): the SMS code proves this number. */
  linkPhone: requiredText('validation.phone.required').regex(PHONE_PATTERN, { error: 'validation.phone.format' }),
  email: email('validation.contactEmail.required', 'validation.email.format'),
  emailCaptcha: requiredText('validation.emailCode.required').max(LIMITS.emailCodeLength, {
    error: 'validation.emailCode.length',
  }),
  phoneCaptcha: requiredText('validation.smsCode.required').max(LIMITS.smsCodeLength, {
    error: 'validation.smsCode.length',
  }),
  phone2: z.string().trim().optional(),
  email2: emailList('validation.email.format'),
  businessLicence: z.string().trim().optional(),
});

/** The profile card of the personal centre. */
export const profileInput = z.object({
  linkman: requiredText('validation.linkman.required'),
  linkPhone: requiredText('validation.linkPhone.required'),
  email: email('validation.email.required', 'validation.email.format'),
  email2: emailList('validation.email.format'),
});

/** The admin's user-detail edit: email2 parts need a 2–6 letter top-level domain. */
export const userDetailInput = z.object({
  linkman: requiredText('validation.linkman.required'),
  linkPhone: requiredText('validation.linkPhone.required'),
  email: email('validation.email.required', 'validation.email.format'),
  email2: emailList('validation.email.format', EMAIL_WITH_TLD_PATTERN),
});
