const VARIABLE = /\$\{[^}]+\}/g;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

export interface ArnFormat {
  resourceType: string;
  arn: string;
  regex: RegExp;
  /** Letters outside the variables: among the formats an ARN matches, the most literal one names its type. */
  literalLetters: number;
}

/**
 * A catalogue ARN format (`arn:${Partition}:dynamodb:${Region}:${Account}:table/${TableName}`) as a RegExp of
 * the ARNs it describes. A variable may hold anything but the character that follows it in the format, and a
 * trailing variable takes the rest (S3 object keys and IAM paths hold slashes, Lambda qualifiers follow a colon).
 */
export function arnFormat(resourceType: string, arn: string): ArnFormat {
  const literals = arn.split(VARIABLE);
  const body = literals
    .map((literal, index) => {
      if (index === 0) return escape(literal);
      const next = literal[0];
      return (next === undefined ? '.+' : `[^${escape(next)}]+`) + escape(literal);
    })
    .join('');
  return {
    resourceType,
    arn,
    regex: new RegExp(`^${body}$`, 's'),
    literalLetters: literals.join('').replace(/[^a-z]/gi, '').length,
  };
}

const ARN_SHAPE = /^arn:[^:]+:[^:]+:[^:]*:[^:]*:.+$/s;

/** Whether a policy Resource has the six parts of an ARN (wildcards allowed), as IAM requires. */
export function isWellFormedArn(text: string): boolean {
  return ARN_SHAPE.test(text);
}
