import { randomUUID } from 'node:crypto';
import type { Answer } from './answers';
import type { GatewayService } from './gateway-call';

const CONTENT_TYPE = 'application/x-amz-json-1.1';

/** SSM GetParameter (JSON 1.1, `X-Amz-Target: AmazonSSM.GetParameter`), answered from the local SecureString parameters. */
export function ssmService(parameters: ReadonlyMap<string, string>): GatewayService {
  return {
    unrecognizedKey: () => ssmError('UnrecognizedClientException', 'The security token included in the request is invalid.'),
    failure: (status, message) => ssmError('InternalServerError', message, status),
    serve: async (call) => {
      const target = String(call.headers['x-amz-target'] ?? '');
      if (target !== 'AmazonSSM.GetParameter')
        return ssmError('UnknownOperationException', `The local cloud gateway does not serve SSM ${target.replace(/^AmazonSSM\./, '')}`);
      let input: { Name?: unknown; WithDecryption?: unknown };
      try {
        input = JSON.parse((await call.body()).toString('utf8')) as typeof input;
      } catch {
        return ssmError('SerializationException', 'The request body is not valid JSON');
      }
      if (typeof input.Name !== 'string' || input.Name === '')
        return ssmError(
          'ValidationException',
          "1 validation error detected: Value null at 'name' failed to satisfy constraint: Member must not be null",
        );
      const name = input.Name;
      const arn = call.arn('ssm', `parameter/${name.replace(/^\//, '')}`);
      const denied = call.requireAll([{ action: 'ssm:GetParameter', resource: arn }]);
      if (denied) return ssmError('AccessDeniedException', denied);
      const value = parameters.get(name);
      if (value === undefined) return ssmError('ParameterNotFound', `Parameter ${name} not found.`);
      // Without WithDecryption, Parameter Store returns a SecureString's ciphertext, never its value.
      const returned = input.WithDecryption === true ? value : Buffer.from(`local-ciphertext:${name}`).toString('base64');
      return {
        status: 200,
        headers: { 'content-type': CONTENT_TYPE, 'x-amzn-requestid': randomUUID() },
        body: JSON.stringify({ Parameter: { Name: name, Type: 'SecureString', Value: returned, Version: 1, ARN: arn, DataType: 'text' } }),
      };
    },
  };
}

function ssmError(type: string, message: string, status = 400): Answer {
  return {
    status,
    headers: { 'content-type': CONTENT_TYPE, 'x-amzn-requestid': randomUUID() },
    body: JSON.stringify({ __type: type, message }),
  };
}
