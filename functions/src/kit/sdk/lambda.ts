// Imported only as import('./lambda'): each SDK module is bundled on its own and read on the path that uses it
// (infra/lib/bundling/lambda-bundle.ts).
export { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
