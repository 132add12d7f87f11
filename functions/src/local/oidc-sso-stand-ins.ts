import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startInventoryStandIn, type InventoryStandIn } from './inventory-stand-in';
import { startOidcStandIn, type OidcStandIn } from './oidc-stand-in';

export interface SsoStandIns {
  intranet: OidcStandIn;
  internet: OidcStandIn;
  inventory: InventoryStandIn;
  /** The partner master key (kept in the data folder), served to the functions as an SSM SecureString. */
  partnerKey: string;
  /** Lines for the start banner. */
  banner(): string[];
  stop(): Promise<void>;
}

/** The partner master key survives restarts (partners keep their secrets); a new data folder gets a new one. */
function partnerKey(dataDir: string): string {
  const file = join(dataDir, 'partner-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, `${key}\n`, { encoding: 'utf8', mode: 0o600 });
  return key;
}

/** Both enterprise identity providers and the inventory system, on 127.0.0.1, configured for the functions. */
export async function startSsoStandIns(options: {
  dataDir: string;
  publicUrl: string;
  accounts: readonly { userCode: string; description: string }[];
}): Promise<SsoStandIns> {
  const [intranet, internet, inventory] = await Promise.all([
    startOidcStandIn({ provider: 'intranet', publicUrl: options.publicUrl, accounts: options.accounts }),
    startOidcStandIn({ provider: 'internet', publicUrl: options.publicUrl, accounts: options.accounts }),
    startInventoryStandIn(),
  ]);
  return {
    intranet,
    internet,
    inventory,
    partnerKey: partnerKey(options.dataDir),
    banner: () => [
      `  Intranet sign-on:  ${intranet.issuer}  (local OpenID provider; the demo accounts above, no password)`,
      `  Internet sign-on:  ${internet.issuer}  (local OpenID provider; the demo accounts above, no password)`,
      `  Inventory system:  ${inventory.baseUrl}  (local stand-in; 'Go to inventory system' on the home page)`,
    ],
    stop: async () => {
      await Promise.allSettled([intranet.stop(), internet.stop(), inventory.stop()]);
    },
  };
}
