import { Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { AwsCustomResource, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';

export interface IamServerCertificateIdProps {
  /** arn:aws-cn:iam::<account>:server-certificate/<path/>name */
  readonly certificateArn: string;
}

/** The id (ASCA…) of an IAM server certificate, read at deploy time with iam:GetServerCertificate on that certificate alone. */
export class IamServerCertificateId extends Construct {
  readonly id: string;

  constructor(scope: Construct, id: string, props: IamServerCertificateIdProps) {
    super(scope, id);
    const name = props.certificateArn.split('/').pop()!;
    const call = {
      service: 'IAM',
      action: 'getServerCertificate',
      parameters: { ServerCertificateName: name },
      physicalResourceId: PhysicalResourceId.of(props.certificateArn),
      outputPaths: ['ServerCertificate.ServerCertificateMetadata.ServerCertificateId'],
    };
    const lookup = new AwsCustomResource(this, 'Lookup', {
      onCreate: call,
      onUpdate: call,
      policy: { statements: [new PolicyStatement({ actions: ['iam:GetServerCertificate'], resources: [props.certificateArn] })] },
      installLatestAwsSdk: false,
    });
    this.id = lookup.getResponseField('ServerCertificate.ServerCertificateMetadata.ServerCertificateId');
    // The handler is a singleton at the stack's root, shared by every AwsCustomResource of the stack.
    const handler = Stack.of(this).node.children.find((child) => child.node.id.startsWith('AWS679f53fac002430cb0da5b7982bd2287'));
    if (!handler) throw new Error('AwsCustomResource handler not found: aws-cdk-lib changed how it names it');
    Validations.of(handler).acknowledge(
      {
        id: 'AwsSolutions-L1',
        reason: "aws-cdk-lib's AwsCustomResource handler, run only by CloudFormation at deploy time; its runtime is chosen by aws-cdk-lib.",
      },
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: "aws-cdk-lib's AwsCustomResource handler; the managed policy only lets it write its own logs.",
      },
    );
  }
}
