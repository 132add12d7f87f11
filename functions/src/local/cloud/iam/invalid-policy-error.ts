/** A policy AWS would refuse to store, or one using a feature the local evaluator does not implement. */
export class InvalidPolicyError extends Error {
  override readonly name = 'InvalidPolicyError';
}
