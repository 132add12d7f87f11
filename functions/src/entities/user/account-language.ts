import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_LANGUAGE, type Language } from '@sddp/shared';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import type { UserRecord } from './users';

/** The language an account's mails are written in: that of its last sign-in, else `fallback` (zh). */
export const accountLanguage = (user: Pick<UserRecord, 'language'>, fallback: Language = DEFAULT_LANGUAGE): Language =>
  user.language ?? fallback;

/**
 * Remembers the language a sign-in was made in (the request's, as every route reads it), written only
 * when it differs from the recorded one: the first sign-in and a switch of language, not every sign-in.
 */
export async function recordSignInLanguage(user: Pick<UserRecord, 'id' | 'language'>, language: Language): Promise<void> {
  if (user.language === language) return;
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(user.id),
      UpdateExpression: 'SET #language = :language',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#language': 'language' },
      ExpressionAttributeValues: { ':language': language },
    }),
  );
}
