import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { BackupVault } from 'aws-cdk-lib/aws-backup';
import type { Construct } from 'constructs';

/**
 * The vault in a second region that the table's daily backups are copied to (table-backup.ts). Its own
 * stack because a stack lives in one region; the data stack reads the vault through a cross-region
 * reference, so this one is deployed first.
 */
export class BackupCopyStack extends Stack {
  readonly vault: BackupVault;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, { ...props, crossRegionReferences: true });
    this.vault = new BackupVault(this, 'Vault', { removalPolicy: RemovalPolicy.RETAIN });
  }
}
