import { DELIVERY_ACCESS, admits, deriveRole, type PersonalNoticeKind } from '@sddp/shared';
import type { ContractRecord, TagRecord } from '#entities/device';
import { sendPersonalNotices } from '#entities/personal-notice';
import type { TagDeliveryRecord } from '#entities/tag-delivery';
import { accountsInProject } from '#entities/user';
import type { Logger } from '#kit/logger';

/** What a delivery write tells whom: the reviewers it routes the tag to, or the supplier's accounts. */
export type DeliveryNotice =
  { kind: 'reviewWaiting'; userIds: readonly number[]; step: string } | { kind: 'itemsReturned'; count: number } | { kind: 'tagApproved' };

/** Whether the account may open the supplier's tag screen (the rule of its screen and endpoints). */
const mayOpenTag = (account: { userRole: string; userType: string }) =>
  admits(DELIVERY_ACCESS.deliver, { permissions: [deriveRole(account)], userRole: account.userRole });

/** The supplier's accounts that may open the tag's screen: taking part in the contract's project, with the supplier role. */
async function supplierAccounts(contract: ContractRecord): Promise<number[]> {
  const accounts = await accountsInProject(contract.supplierId, contract.projectId);
  return accounts.filter(mayOpenTag).map((account) => account.id);
}

/**
 * Personal notices of a delivery write (docs/decisions/digital-delivery.md "Personal notices"), written
 * after its transaction committed: informational, so a failure is logged and the caller's call still
 * succeeds. Each is named by the tag, the record's version and the kind, at the record's updateTime, so
 * writing them again never makes a second one.
 */
export async function sendDeliveryNotice(
  logger: Logger,
  tag: TagRecord,
  contract: ContractRecord,
  record: TagDeliveryRecord,
  notice: DeliveryNotice,
): Promise<void> {
  const kind: PersonalNoticeKind = notice.kind;
  try {
    const userIds = notice.kind === 'reviewWaiting' ? notice.userIds : await supplierAccounts(contract);
    await sendPersonalNotices(
      userIds.map((userId) => ({
        userId,
        noticeKind: kind,
        event: `tag-${tag.id}-v${record.version}-${kind}`,
        createTime: record.updateTime,
        params: {
          tagId: tag.id,
          tagNumber: tag.tagNumber,
          contractId: contract.id,
          contractNo: contract.contractNo,
          contractName: contract.contractName,
          projectId: contract.projectId,
          step: notice.kind === 'reviewWaiting' ? notice.step : '',
          count: notice.kind === 'itemsReturned' ? notice.count : 0,
        },
        target: { screen: kind === 'reviewWaiting' ? 'review' : 'tag', tagId: tag.id },
      })),
    );
  } catch (error) {
    logger.warn('delivery notices not written', { tagId: tag.id, version: record.version, kind, error: String(error) });
  }
}
