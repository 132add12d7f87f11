export class UnknownIamActionError extends Error {
  override readonly name = 'UnknownIamActionError';

  constructor(
    readonly action: string,
    reason: string,
  ) {
    super(`Unknown IAM action "${action}": ${reason}`);
  }
}

export class MalformedArnError extends Error {
  override readonly name = 'MalformedArnError';

  constructor(
    readonly action: string,
    readonly resource: string,
    expected: readonly string[],
  ) {
    super(
      expected.length === 0
        ? `Resource "${resource}" of ${action} must be "*": the action has no resource types`
        : `Resource "${resource}" of ${action} is neither "*" nor an ARN of its resource types: ${expected.join(', ')}`,
    );
  }
}
