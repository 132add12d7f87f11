import { type Language, formatMessage } from '@sddp/shared';
import { countMetric } from '#kit/metrics/count-metric';
import { sendEmail, sendSms } from '#kit/notify';
import { CODE_RULES, issueCode, reserveSend, type CodePurpose } from '../data/verification-codes';

/**
 * Sends a code when `deliver` is true; the send limits apply either way, so whether the target
 * belongs to an account cannot be told from the answer.
 */
export async function sendSmsCode(purpose: CodePurpose, phone: string, language: Language, deliver: boolean): Promise<void> {
  await reserveSend(purpose, phone);
  if (!deliver) return;
  const code = await issueCode(purpose, phone);
  const key = purpose === 'smsLogin' ? 'notify.smsLogin' : 'notify.smsInfo';
  await sendSms({ phone, text: formatMessage(language, key, { code, minutes: CODE_RULES.ttlMinutes }) });
  countMetric('SmsCodesSent');
}

export async function sendMailCode(email: string, language: Language): Promise<void> {
  await reserveSend('mail', email);
  const code = await issueCode('mail', email);
  const params = { code, minutes: CODE_RULES.ttlMinutes };
  await sendEmail({
    to: email,
    subject: formatMessage(language, 'notify.emailCode.subject'),
    text: formatMessage(language, 'notify.emailCode.text', params),
  });
  countMetric('MailCodesSent');
}

/** The sign-in code that stands in for the image captcha, kept under the account name it was asked for. */
export async function sendMailLoginCode(userCode: string, email: string, language: Language): Promise<void> {
  const code = await issueCode('mailLogin', userCode);
  const params = { code, userCode, minutes: CODE_RULES.ttlMinutes };
  await sendEmail({
    to: email,
    subject: formatMessage(language, 'notify.mailLogin.subject'),
    text: formatMessage(language, 'notify.mailLogin.text', params),
  });
  countMetric('MailCodesSent');
}
