/**
 * CloudFormation's intrinsic functions, resolved as a stack deployed locally would see them: every
 * resource gets a local physical name and ARN (in the local account and the template's region), and
 * cross-stack imports resolve through the exporting stack's outputs.
 */
export interface CfnResource {
  Type: string;
  Properties?: Record<string, unknown>;
  Metadata?: Record<string, unknown>;
  Condition?: string;
}

export interface CfnTemplate {
  Resources?: Record<string, CfnResource>;
  Outputs?: Record<string, { Value: unknown; Export?: { Name: unknown } }>;
  Parameters?: Record<string, { Default?: unknown }>;
  Conditions?: Record<string, unknown>;
}

export interface StackTemplate {
  stackName: string;
  template: CfnTemplate;
}

export interface DeploymentScope {
  region: string;
  account: string;
  stacks: readonly StackTemplate[];
  /** Physical names fixed by the caller (the local table and bucket), by the stack output that names the resource. */
  namedByOutput?: Readonly<Record<string, string>>;
}

/** AWS::NoValue: the property or list element disappears. */
const NO_VALUE = Symbol('AWS::NoValue');

export class UnresolvableError extends Error {
  constructor(stackName: string, what: string) {
    super(`${stackName}: cannot resolve ${what} locally`);
    this.name = 'UnresolvableError';
  }
}

export function createResolver(scope: DeploymentScope) {
  const partition = scope.region.startsWith('cn-') ? 'aws-cn' : 'aws';
  const urlSuffix = partition === 'aws-cn' ? 'amazonaws.com.cn' : 'amazonaws.com';
  const stacks = new Map(scope.stacks.map((stack) => [stack.stackName, stack.template]));
  const fixedNames = fixedPhysicalNames(scope);

  const resourceOf = (stackName: string, logicalId: string): CfnResource => {
    const resource = stacks.get(stackName)?.Resources?.[logicalId];
    if (!resource) throw new UnresolvableError(stackName, `a reference to ${logicalId}`);
    return resource;
  };

  const physicalName = (stackName: string, logicalId: string): string => {
    const fixed = fixedNames.get(`${stackName}/${logicalId}`);
    if (fixed) return fixed;
    const resource = resourceOf(stackName, logicalId);
    const given = NAME_PROPERTY[resource.Type] ? resource.Properties?.[NAME_PROPERTY[resource.Type]!] : undefined;
    if (typeof given === 'string') return given;
    const generated = `${stackName}-${logicalId}`.slice(0, 64);
    return resource.Type === 'AWS::S3::Bucket' ? generated.toLowerCase().slice(0, 63) : generated;
  };

  const arnOf = (stackName: string, logicalId: string): string => {
    const name = physicalName(stackName, logicalId);
    const { Type } = resourceOf(stackName, logicalId);
    const regional = (service: string, resource: string) => `arn:${partition}:${service}:${scope.region}:${scope.account}:${resource}`;
    switch (Type) {
      case 'AWS::Lambda::Function':
        return regional('lambda', `function:${name}`);
      case 'AWS::Lambda::Alias': {
        // An alias is its function's ARN qualified by the alias's name (what Ref and Arn give on AWS).
        const { FunctionName, Name } = resourceOf(stackName, logicalId).Properties as { FunctionName: unknown; Name: string };
        return `${regional('lambda', `function:${String(resolve(stackName, FunctionName))}`)}:${Name}`;
      }
      case 'AWS::IAM::Role':
        return `arn:${partition}:iam::${scope.account}:role/${name}`;
      case 'AWS::DynamoDB::Table':
        return regional('dynamodb', `table/${name}`);
      case 'AWS::S3::Bucket':
        return `arn:${partition}:s3:::${name}`;
      case 'AWS::Logs::LogGroup':
        return regional('logs', `log-group:${name}:*`);
      case 'AWS::SQS::Queue':
        return regional('sqs', name);
      case 'AWS::SNS::Topic':
        return regional('sns', name);
      default:
        return regional(Type.split('::')[1]!.toLowerCase(), `${logicalId}/${name}`);
    }
  };

  const ref = (stackName: string, name: string): unknown => {
    switch (name) {
      case 'AWS::Region':
        return scope.region;
      case 'AWS::AccountId':
        return scope.account;
      case 'AWS::Partition':
        return partition;
      case 'AWS::URLSuffix':
        return urlSuffix;
      case 'AWS::StackName':
        return stackName;
      case 'AWS::StackId':
        return `arn:${partition}:cloudformation:${scope.region}:${scope.account}:stack/${stackName}/local`;
      case 'AWS::NoValue':
        return NO_VALUE;
    }
    const parameter = stacks.get(stackName)?.Parameters?.[name];
    if (parameter) return parameter.Default ?? '';
    const resource = resourceOf(stackName, name);
    if (resource.Type === 'AWS::SNS::Topic' || resource.Type === 'AWS::Lambda::Alias') return arnOf(stackName, name);
    if (resource.Type === 'AWS::SQS::Queue')
      return `https://sqs.${scope.region}.${urlSuffix}/${scope.account}/${physicalName(stackName, name)}`;
    return physicalName(stackName, name);
  };

  const getAtt = (stackName: string, logicalId: string, attribute: string): unknown => {
    if (attribute === 'Arn') return arnOf(stackName, logicalId);
    if (attribute === 'QueueName' || attribute === 'TopicName') return physicalName(stackName, logicalId);
    return `${physicalName(stackName, logicalId)}.${attribute}.local`;
  };

  const importValue = (exportName: string): unknown => {
    for (const [stackName, template] of stacks) {
      for (const output of Object.values(template.Outputs ?? {})) {
        if (output.Export && resolve(stackName, output.Export.Name) === exportName) return resolve(stackName, output.Value);
      }
    }
    throw new UnresolvableError('(any stack)', `the import ${exportName}`);
  };

  const condition = (stackName: string, name: string): boolean => {
    const expression = stacks.get(stackName)?.Conditions?.[name];
    if (expression === undefined) throw new UnresolvableError(stackName, `the condition ${name}`);
    return Boolean(resolve(stackName, expression));
  };

  const sub = (stackName: string, text: string, variables: Record<string, unknown>): string =>
    text.replace(/\$\{([^!}][^}]*)\}/g, (_match, name: string) => {
      if (name in variables) return String(variables[name]);
      const [logicalId, attribute] = name.split('.');
      return String(attribute ? getAtt(stackName, logicalId!, attribute) : ref(stackName, name));
    });

  function resolve(stackName: string, value: unknown): unknown {
    if (Array.isArray(value)) return value.map((item) => resolve(stackName, item)).filter((item) => item !== NO_VALUE);
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 1) {
      const [key, argument] = entries[0]!;
      const args = () => resolve(stackName, argument) as unknown[];
      switch (key) {
        case 'Ref':
          return ref(stackName, argument as string);
        case 'Fn::GetAtt': {
          const [logicalId, attribute] = Array.isArray(argument) ? argument : String(argument).split(/\.(.*)/);
          return getAtt(stackName, String(logicalId), String(attribute));
        }
        case 'Fn::ImportValue':
          return importValue(String(resolve(stackName, argument)));
        case 'Fn::Join': {
          const [separator, items] = args() as [string, unknown[]];
          return items.map(String).join(separator);
        }
        case 'Fn::Sub': {
          if (typeof argument === 'string') return sub(stackName, argument, {});
          const [text, variables] = argument as [string, Record<string, unknown>];
          return sub(stackName, text, resolve(stackName, variables ?? {}) as Record<string, unknown>);
        }
        case 'Fn::Select': {
          const [index, items] = args() as [number | string, unknown[]];
          return items[Number(index)];
        }
        case 'Fn::Split': {
          const [separator, text] = args() as [string, string];
          return text.split(separator);
        }
        case 'Fn::If': {
          const [name, whenTrue, whenFalse] = argument as [string, unknown, unknown];
          return resolve(stackName, condition(stackName, name) ? whenTrue : whenFalse);
        }
        case 'Fn::Equals': {
          const [left, right] = args();
          return JSON.stringify(left) === JSON.stringify(right);
        }
        case 'Fn::Not':
          return !(args()[0] as boolean);
        case 'Fn::And':
          return args().every(Boolean);
        case 'Fn::Or':
          return args().some(Boolean);
        case 'Condition':
          return condition(stackName, argument as string);
        default:
          if (key.startsWith('Fn::')) throw new UnresolvableError(stackName, key);
      }
    }
    const resolved: Record<string, unknown> = {};
    for (const [key, item] of entries) {
      const result = resolve(stackName, item);
      if (result !== NO_VALUE) resolved[key] = result;
    }
    return resolved;
  }

  return { resolve, physicalName, arnOf, partition };
}

/** The property that names a resource when the template sets it. */
const NAME_PROPERTY: Readonly<Record<string, string>> = {
  'AWS::Lambda::Function': 'FunctionName',
  'AWS::IAM::Role': 'RoleName',
  'AWS::DynamoDB::Table': 'TableName',
  'AWS::S3::Bucket': 'BucketName',
  'AWS::SQS::Queue': 'QueueName',
  'AWS::SNS::Topic': 'TopicName',
  'AWS::Logs::LogGroup': 'LogGroupName',
};

/** `stack/logicalId` → name, for the outputs the caller names (an output whose value is a plain Ref). */
function fixedPhysicalNames(scope: DeploymentScope): Map<string, string> {
  const names = new Map<string, string>();
  for (const { stackName, template } of scope.stacks) {
    for (const [outputName, output] of Object.entries(template.Outputs ?? {})) {
      const name = scope.namedByOutput?.[outputName];
      const value = output.Value as { Ref?: unknown };
      if (name && typeof value === 'object' && value !== null && typeof value.Ref === 'string')
        names.set(`${stackName}/${value.Ref}`, name);
    }
  }
  return names;
}
