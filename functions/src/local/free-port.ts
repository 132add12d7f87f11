import { createServer } from 'node:net';

/** A port the OS reports free on 127.0.0.1 right now (callers retry if another process takes it first). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('Could not allocate a free port'))));
    });
  });
}
