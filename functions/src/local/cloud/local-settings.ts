/**
 * The settings the CDK app is synthesized with for the local platform. Values only known once the
 * platform runs (its own URL, the stand-ins' ports and secrets) are placeholders in the template,
 * resolved like the references CloudFormation resolves: origins by substitution, secrets through the
 * local Parameter Store.
 */
export const LOCAL_ACCOUNT = '000000000000';
/** The default deploy region (infra/lib/config.ts), so the local template is the one a first deploy gets. */
export const LOCAL_CLOUD_REGION = 'ap-east-1';
export const LOCAL_MAIL_FROM = 'no-reply@sddp.local';

/** Placeholder origins in the local template, by what replaces them. */
export const PLACEHOLDER_ORIGINS = {
  publicUrl: 'https://public-url.sddp.invalid',
  intranetIssuer: 'https://intranet-sign-on.sddp.invalid',
  internetIssuer: 'https://internet-sign-on.sddp.invalid',
  inventory: 'https://inventory.sddp.invalid',
} as const;

/** The SecureString parameters the local template names, served by the gateway's Parameter Store. */
export const LOCAL_PARAMETERS = {
  intranetClientSecret: '/sddp/local/oidc-intranet-client-secret',
  internetClientSecret: '/sddp/local/oidc-internet-client-secret',
  partnerKey: '/sddp/local/partner-key',
  inventoryClientSecret: '/sddp/local/inventory-client-secret',
} as const;

/** The client ids the stand-ins register (oidc-stand-in.ts, inventory-stand-in.ts). */
export const LOCAL_CLIENT_IDS = { intranet: 'sddp-intranet', internet: 'sddp-internet', inventory: 'sddp-local' } as const;

/** infra/lib/config.ts settings for `sddp-local-*`. */
export function localInfraSettings(): Record<string, string> {
  return {
    stage: 'local',
    account: LOCAL_ACCOUNT,
    region: LOCAL_CLOUD_REGION,
    mailFrom: LOCAL_MAIL_FROM,
    publicUrl: PLACEHOLDER_ORIGINS.publicUrl,
    // Only the platform's own origin uploads, as on a deployed stage (config.ts requires it outside dev).
    webOrigins: PLACEHOLDER_ORIGINS.publicUrl,
    // AWS Backup has no local stand-in; PITR and backups are the cloud's (docs/runbook.md).
    backup: 'false',
    huayunUrl: PLACEHOLDER_ORIGINS.inventory,
    oidcIntranetIssuer: PLACEHOLDER_ORIGINS.intranetIssuer,
    oidcIntranetClientId: LOCAL_CLIENT_IDS.intranet,
    oidcIntranetSecretParameter: LOCAL_PARAMETERS.intranetClientSecret,
    oidcInternetIssuer: PLACEHOLDER_ORIGINS.internetIssuer,
    oidcInternetClientId: LOCAL_CLIENT_IDS.internet,
    oidcInternetSecretParameter: LOCAL_PARAMETERS.internetClientSecret,
    partnerKeyParameter: LOCAL_PARAMETERS.partnerKey,
    inventoryClientId: LOCAL_CLIENT_IDS.inventory,
    inventorySecretParameter: LOCAL_PARAMETERS.inventoryClientSecret,
  };
}

/** Replaces each placeholder origin at the start of a value with the running one. */
export function originSubstitution(origins: Readonly<Record<keyof typeof PLACEHOLDER_ORIGINS, string>>): (value: string) => string {
  const pairs = Object.entries(PLACEHOLDER_ORIGINS).map(
    ([key, placeholder]) => [placeholder, origins[key as keyof typeof PLACEHOLDER_ORIGINS]] as const,
  );
  return (value) => {
    for (const [placeholder, actual] of pairs)
      if (value.startsWith(placeholder)) return actual.replace(/\/+$/, '') + value.slice(placeholder.length);
    return value;
  };
}
