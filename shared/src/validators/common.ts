import * as z from 'zod/mini';
import { INPUT_LIMITS, PAGE } from '../constants';
import { messageWithParams } from '../i18n/catalogue';

/**
 * Validation messages are catalogue keys; each side translates them (see i18n/). Every schema the
 * server reads is bounded: strings by a ceiling, numbers by a range, lists by a length (a contract
 * test walks every endpoint to keep it so).
 */
export const PHONE_PATTERN = /^1(3\d|8\d|4[579]|5[0-35-9]|66|7[0135678]|9[89])\d{8}$/;
export const EMAIL_PATTERN = /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
/**
 * A contact phone, mobile or landline: 7–20 digits, which may be grouped by spaces, hyphens or brackets
 * after an optional +, then an optional extension (#, 转, ext or x and up to six digits).
 */
export const CONTACT_PHONE_PATTERN = /^\+?[\s()-]*(?:\d[\s()-]*){7,20}(?:(?:#|转|ext\.?|x)\s*\d{1,6})?$/i;
/** The stricter pattern of the user-detail screen: a top-level domain of 2–6 letters. */
export const EMAIL_WITH_TLD_PATTERN = /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,6}$/;

const TOO_LONG = 'validation.tooLong';

/** The key of an issue no schema names a message for (a wrong type, an unknown option, a malformed body). */
export const FALLBACK_MESSAGE = 'validation.invalid';

/**
 * zod/mini loads no locale (classic zod loaded English): an issue without a key of its own reads as
 * FALLBACK_MESSAGE, so neither a form nor a response ever shows zod's own text. A global custom error
 * ranks below every schema's and parse's own, and above any locale a library might load.
 */
z.config({ customError: () => FALLBACK_MESSAGE });

/** Free text, trimmed, at most `max` characters; `invalid` is the message of a missing value or one that is not text. */
export const text = (max: number, tooLong: string = TOO_LONG, invalid: string = FALLBACK_MESSAGE) =>
  z.string({ error: invalid }).check(z.trim(), z.maxLength(max, { error: tooLong }));

export const requiredText = (message: string, max: number, tooLong: string = TOO_LONG) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }), z.maxLength(max, { error: tooLong }));

/** A required contact phone (linkPhone), in the one format every form and import checks. */
export const contactPhone = (requiredMessage: string) =>
  requiredText(requiredMessage, INPUT_LIMITS.linkPhoneMax).check(z.regex(CONTACT_PHONE_PATTERN, { error: 'validation.linkPhone.format' }));

export const email = (requiredMessage: string, formatMessage: string) =>
  requiredText(requiredMessage, INPUT_LIMITS.emailMax).check(z.regex(EMAIL_PATTERN, { error: formatMessage }));

/** Space-separated extra addresses (email2); empty is allowed. */
export const emailList = (message: string, pattern: RegExp = EMAIL_PATTERN) =>
  z
    .pipe(
      z.optional(z.string().check(z.trim(), z.maxLength(INPUT_LIMITS.emailListMax, { error: TOO_LONG }))),
      z.transform((value) => (value ?? '').split(/\s+/).filter(Boolean).join(' ')),
    )
    .check(
      z.refine((value) => value === '' || value.split(' ').every((part) => part.length <= INPUT_LIMITS.emailMax && pattern.test(part)), {
        error: message,
      }),
    );

export const mobilePhone = requiredText('validation.phone.required', 11, 'validation.phone.format').check(
  z.regex(PHONE_PATTERN, {
    error: 'validation.phone.format',
  }),
);

/** A key the server issued (captcha, reset link, extension link): exactly its length and alphabet. */
export const serverKey = (message: string) =>
  z
    .string({ error: message })
    .check(z.trim(), z.length(INPUT_LIMITS.serverKeyLength, { error: message }), z.regex(/^[A-Za-z0-9_-]+$/, { error: message }));

const DIGITS = /^\d+$/;

/**
 * A whole number, read strictly: a JSON integer, or a string of decimal digits only (a query
 * parameter), within [min, max]. `true`, '0b1', '1e3', ' 1', '+1', '1.0' are refused, never coerced.
 */
export const wholeNumber = (min: number, max: number, key: string = 'validation.wholeNumber', requiredKey: string = key) => {
  // The message names the range ({{min}}, {{max}}) whichever check refused the value.
  const message = messageWithParams(key, { min, max });
  const requiredMessage = messageWithParams(requiredKey, { min, max });
  const inRange = z
    .number({ error: message })
    .check(z.int({ error: message }), z.gte(min, { error: message }), z.lte(max, { error: message }));
  const digits = z.pipe(
    z.pipe(z.string().check(z.maxLength(String(max).length, { error: message }), z.regex(DIGITS, { error: message })), z.transform(Number)),
    inRange,
  );
  return z.union([inRange, digits], { error: (issue) => (issue.input === undefined ? requiredMessage : message) });
};

/** Every id the server reads: a positive whole number, strictly parsed (docs/decisions.md). */
export const id = (message: string = 'validation.id') => wholeNumber(1, INPUT_LIMITS.idMax, message);

/** A list of ids, from a JSON array or a comma-joined string (spec §3 sends projectIds joined). */
export const idList = (maxItems: number, message: string = 'validation.id') => {
  const ids = z.array(id(message)).check(z.maxLength(maxItems, { error: message }));
  const joined = z.pipe(
    z.pipe(
      z.string().check(z.maxLength(maxItems * (String(INPUT_LIMITS.idMax).length + 1), { error: message })),
      z.transform((value): Array<string | number> => value.split(',').filter((part) => part !== '')),
    ),
    ids,
  );
  return z.union([ids, joined], { error: message });
};

/**
 * The version of the record an edit form was opened with: a save against an older one is refused
 * (409, error.staleEdit) instead of overwriting someone else's change (docs/decisions.md).
 */
export const recordVersion = wholeNumber(1, INPUT_LIMITS.versionMax, 'validation.version');

export const pageQuery = z.object({
  page: z._default(wholeNumber(1, INPUT_LIMITS.pageMax), PAGE.first),
  limit: z._default(wholeNumber(1, PAGE.maxSize), PAGE.defaultSize),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** A list filter: optional, trimmed, bounded. */
export const filterText = z._default(z.optional(text(INPUT_LIMITS.filterMax)), '');
