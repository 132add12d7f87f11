import * as z from 'zod/mini';
import { INPUT_LIMITS, LIMITS } from '../constants';
import { EMAIL_WITH_TLD_PATTERN, PHONE_PATTERN, contactPhone, email, emailList, recordVersion, requiredText, text } from './common';

const linkman = requiredText('validation.linkman.required', INPUT_LIMITS.linkmanMax);
const linkPhone = contactPhone('validation.linkPhone.required');

/** Complete information (/addInfo), reading B: contact details with e-mail and SMS codes. */
export const completeInfoInput = z.object({
  linkman,
  /** Required here (reading B): the SMS code proves this number. */
  linkPhone: requiredText('validation.phone.required', 11, 'validation.phone.format').check(
    z.regex(PHONE_PATTERN, {
      error: 'validation.phone.format',
    }),
  ),
  email: email('validation.contactEmail.required', 'validation.email.format'),
  emailCaptcha: requiredText('validation.emailCode.required', LIMITS.emailCodeLength, 'validation.emailCode.length'),
  phoneCaptcha: requiredText('validation.smsCode.required', LIMITS.smsCodeLength, 'validation.smsCode.length'),
  phone2: z.optional(text(INPUT_LIMITS.phoneListMax)),
  email2: emailList('validation.email.format'),
  businessLicence: z.optional(text(INPUT_LIMITS.uploadKeyMax)),
});

/** The profile card of the personal centre. */
export const profileInput = z.object({
  linkman,
  linkPhone,
  email: email('validation.email.required', 'validation.email.format'),
  email2: emailList('validation.email.format'),
  version: recordVersion,
});

/** The admin's user-detail edit: email2 parts need a 2–6 letter top-level domain. */
export const userDetailInput = z.object({
  linkman,
  linkPhone,
  email: email('validation.email.required', 'validation.email.format'),
  email2: emailList('validation.email.format', EMAIL_WITH_TLD_PATTERN),
  version: recordVersion,
});
