import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';

export interface S3LocalOptions {
  /** Where objects live on disk. */
  directory: string;
  buckets: readonly string[];
  /** Origins allowed to PUT/GET from a browser (presigned uploads); default any. */
  allowedOrigins?: readonly string[];
  /** Fixed port; default a free one. */
  port?: number;
}

export interface S3Local {
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

/** s3rver's fixed credentials; it checks that requests are signed with them, not the signature itself. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export async function startS3Local(options: S3LocalOptions): Promise<S3Local> {
  mkdirSync(options.directory, { recursive: true });
  const cors = corsConfiguration(options.allowedOrigins ?? ['*']);
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory: options.directory,
    vhostBuckets: false,
    configureBuckets: options.buckets.map((name) => ({ name, configs: [cors] })),
  });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    port: address.port,
    stop: async () => {
      // Browsers keep upload connections alive; close them so shutdown does not wait for their timeout.
      server.httpServer?.closeAllConnections();
      await server.close();
    },
  };
}

export function corsConfiguration(origins: readonly string[]): string {
  const allowed = origins.map((origin) => `<AllowedOrigin>${escapeXml(origin)}</AllowedOrigin>`).join('');
  return [
    '<CORSConfiguration><CORSRule>',
    allowed,
    '<AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>',
    '<AllowedHeader>*</AllowedHeader>',
    '<ExposeHeader>ETag</ExposeHeader>',
    '<MaxAgeSeconds>3000</MaxAgeSeconds>',
    '</CORSRule></CORSConfiguration>',
  ].join('');
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
