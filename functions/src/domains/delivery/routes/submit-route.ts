import { beijingDay, deliveryTagSubmit, ERROR_CODE } from '@sddp/shared';
import { route } from '#http/route';
import { AppError } from '#kit/errors';
import { nowIso } from '#kit/time';
import { supplierTag } from '../access/supplier-scope';
import { sendDeliveryNotice } from '../data/delivery-notices';
import { deliveryView } from '../data/delivery-view';
import { queueEntryPuts } from '../data/review-queue';
import { reviewersOf } from '../data/reviewers';
import { tagContext } from '../data/tag-context';
import { recounted, writeDelivery } from '../data/tag-delivery-writes';
import { assertEditable, staleOf } from './supplier-routes';

/**
 * Sends the tag to its reviewers: every required item delivered, the contract names its contractor, and
 * the audit matrix names a reviewer of that contractor for the tag's main item and class. The reviewers
 * are written onto the tag and each gets a queue entry, with the record, in one transaction.
 */
export const tagSubmitRoute = route(deliveryTagSubmit, async ({ input, principal, setLogParams, language, logger }) => {
  const { tag, contract } = await supplierTag(principal, input.tagId);
  const context = await tagContext(tag, contract);
  assertEditable(context);
  if (input.version !== context.record.version) throw staleOf(context);
  const missing = [...context.requirements.properties, ...context.requirements.documents].filter(
    (item) => item.required && (context.record.items[item.key]?.state ?? 'missing') === 'missing',
  );
  if (missing.length > 0)
    throw new AppError(ERROR_CODE.invalid, 'error.delivery.incomplete', {
      params: { missing: missing.map((item) => (language === 'en' ? item.nameEn : item.nameZh)).join(language === 'en' ? ', ' : '、') },
    });
  if (contract.contractorId === 0) throw new AppError(ERROR_CODE.conflict, 'error.delivery.noContractor');
  const reviewers = await reviewersOf(contract.projectId, contract.contractorId, tag);
  if (!reviewers) throw new AppError(ERROR_CODE.conflict, 'error.delivery.noReviewer');
  const submittedAt = nowIso();
  const after = recounted(
    context.record,
    {
      values: context.record.values,
      files: context.record.files,
      items: context.record.items,
      status: 'submitted',
      submittedAt,
      ...(context.record.firstSubmittedAt
        ? {}
        : { firstSubmittedAt: submittedAt, firstOnTime: contract.dueDate !== '' && beijingDay(submittedAt) <= contract.dueDate }),
      reviewStep: reviewers.step,
      reviewers: reviewers.userIds,
    },
    context.requirements,
    principal.user.userCode,
  );
  const queue = queueEntryPuts(
    reviewers.userIds.map((userId) => ({
      userId,
      tagId: tag.id,
      contractId: contract.id,
      projectId: contract.projectId,
      step: reviewers.step,
      submittedAt,
    })),
  );
  await writeDelivery(context.record, after, queue);
  await sendDeliveryNotice(logger, tag, contract, after, { kind: 'reviewWaiting', userIds: reviewers.userIds, step: reviewers.step });
  setLogParams({ tagNumber: tag.tagNumber });
  return deliveryView(tag, contract, context.className, context.requirements, after);
});
