// Imported only as import('./ssm'): each SDK module is bundled on its own and read on the path that uses it
// (infra/lib/bundling/lambda-bundle.ts).
export { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
