import { vi } from 'vitest';
import { db } from '#kit/db/client';

type Command = { constructor: { name: string }; input: Record<string, unknown> };
type Operation = { Key?: { pk?: unknown }; Item?: { pk?: unknown } };

function touches(command: Command, pk: string): 'read' | 'write' | undefined {
  const input = command.input as Operation & { TransactItems?: Array<Record<string, Operation>> };
  const target = (operation: Operation) => operation.Item?.pk ?? operation.Key?.pk;
  switch (command.constructor.name) {
    case 'GetCommand':
      return input.Key?.pk === pk ? 'read' : undefined;
    case 'PutCommand':
    case 'UpdateCommand':
    case 'DeleteCommand':
      return target(input) === pk ? 'write' : undefined;
    case 'TransactWriteCommand':
      return input.TransactItems?.some((item) => Object.values(item).some((operation) => target(operation) === pk)) ? 'write' : undefined;
    default:
      return undefined;
  }
}

/**
 * Makes a race happen every time rather than now and then: writes to the item wait until it has been
 * read `reads` times, so concurrent requests (a double submit) all read the same version before any
 * of them writes. Returns the function that ends the interception.
 */
export function readsBeforeWrites(pk: string, reads: number, timeoutMs = 3000): () => void {
  const client = db();
  const send = client.send.bind(client) as (command: Command) => Promise<unknown>;
  let seen = 0;
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
    setTimeout(resolve, timeoutMs).unref();
  });
  const spy = vi.spyOn(client, 'send').mockImplementation((async (command: Command) => {
    const kind = touches(command, pk);
    if (kind === 'write') await gate;
    const result = await send(command);
    if (kind === 'read' && ++seen >= reads) open();
    return result;
  }) as never);
  return () => spy.mockRestore();
}
