/**
 * oidc-provider's storage, in memory: what the stand-in keeps lasts for one run (its own default adapter
 * does the same but warns on every start).
 */
type Payload = Record<string, unknown> & { grantId?: string; userCode?: string; uid?: string; consumed?: number };

type Items = Map<string, { payload: Payload; expiresAt: number }>;

/** One provider's adapter factory: each model (Session, Grant, …) gets its own map, per provider. */
export function memoryAdapter(): (name: string) => MemoryAdapter {
  const stores = new Map<string, Items>();
  return (name) => {
    const items = stores.get(name) ?? new Map();
    stores.set(name, items);
    return new MemoryAdapter(items);
  };
}

class MemoryAdapter {
  constructor(private readonly items: Items) {}

  upsert(id: string, payload: Payload, expiresIn: number): Promise<void> {
    this.items.set(id, { payload, expiresAt: Date.now() + expiresIn * 1000 });
    return Promise.resolve();
  }

  find(id: string): Promise<Payload | undefined> {
    const item = this.items.get(id);
    if (item && item.expiresAt < Date.now()) this.items.delete(id);
    return Promise.resolve(item && item.expiresAt >= Date.now() ? item.payload : undefined);
  }

  findByUid(uid: string): Promise<Payload | undefined> {
    const found = [...this.items.entries()].find(([, item]) => item.payload.uid === uid);
    return found ? this.find(found[0]) : Promise.resolve(undefined);
  }

  findByUserCode(userCode: string): Promise<Payload | undefined> {
    const found = [...this.items.entries()].find(([, item]) => item.payload.userCode === userCode);
    return found ? this.find(found[0]) : Promise.resolve(undefined);
  }

  consume(id: string): Promise<void> {
    const item = this.items.get(id);
    if (item) item.payload.consumed = Math.floor(Date.now() / 1000);
    return Promise.resolve();
  }

  destroy(id: string): Promise<void> {
    this.items.delete(id);
    return Promise.resolve();
  }

  revokeByGrantId(grantId: string): Promise<void> {
    for (const [id, item] of this.items) if (item.payload.grantId === grantId) this.items.delete(id);
    return Promise.resolve();
  }
}
