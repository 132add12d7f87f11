import type { Principal } from './iam/types';

/**
 * The developer at the terminal, as an administrator of the local account: what `npm run job:redrive`
 * (and any AWS SDK or CLI call a developer points at the gateway) signs with. The gateway never checks
 * signatures, so the secret is only there for the SDK to sign with.
 */
export const LOCAL_OPERATOR_CREDENTIALS = { accessKeyId: 'AKIALOCALOPERATOR000', secretAccessKey: 'local-operator' } as const;

export function localOperator(account: string): Principal {
  const arn = `arn:aws:iam::${account}:user/local-operator`;
  return {
    functionName: 'local-operator',
    roleArn: arn,
    sessionArn: arn,
    policies: [{ Version: '2012-10-17', Statement: [{ Effect: 'Allow', Action: '*', Resource: '*' }] }],
  };
}
