import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SsoProvider } from '@sddp/shared';
import { sha256Hex } from '#kit/crypto/tokens';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { addMinutes, epochSeconds } from '#kit/time';

/** An OIDC sign-in under way: what only the server knows, found by the state the provider returns. */
export interface OidcTransaction {
  provider: SsoProvider;
  state: string;
  nonce: string;
  codeVerifier: string;
  /** SHA-256 of the binding the browser keeps for the callback (login CSRF). */
  bindingHash: string;
}

/** Long enough to sign in at the provider, short enough that an abandoned one goes soon. */
export const TRANSACTION_MINUTES = 10;

export async function saveTransaction(transaction: OidcTransaction, now = new Date()): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.oidcTransaction(sha256Hex(transaction.state)),
        kind: 'OidcTransaction',
        ...transaction,
        expiresAt: epochSeconds(addMinutes(now, TRANSACTION_MINUTES)),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Spends the transaction of a state (one DeleteItem returning it): a callback is used once, whatever happens next. */
export async function takeTransaction(state: string, now = new Date()): Promise<OidcTransaction | undefined> {
  const { Attributes } = await db().send(
    new DeleteCommand({ TableName: tableName(), Key: keys.oidcTransaction(sha256Hex(state)), ReturnValues: 'ALL_OLD' }),
  );
  if (!Attributes || Number(Attributes.expiresAt) < epochSeconds(now)) return undefined;
  const { provider, nonce, codeVerifier, bindingHash } = Attributes as unknown as OidcTransaction;
  return { provider, state, nonce, codeVerifier, bindingHash };
}
