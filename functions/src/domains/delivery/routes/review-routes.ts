import {
  deliveryReview,
  deliveryReviewDocument,
  deliveryReviewQueue,
  deliveryReviewQueueExport,
  deliveryReviewTag,
  ERROR_CODE,
  formatMessage,
} from '@sddp/shared';
import { getContracts, getTag, type ContractRecord, type TagRecord } from '#entities/device';
import { jobOwner } from '#http/job-owner';
import { route } from '#http/route';
import type { Principal } from '#http/types';
import { AppError, invalid } from '#kit/errors';
import { startJob } from '#kit/jobs/start-job';
import { presignAttachment } from '#kit/s3/objects';
import { deliveryTagNotFound } from '../access/supplier-scope';
import { sendDeliveryNotice } from '../data/delivery-notices';
import { deliveryView } from '../data/delivery-view';
import { getRevision } from '../data/document-revisions';
import { queueMoves, queuePage } from '../data/review-queue';
import { queueRows } from '../data/review-queue-rows';
import { reviewersOf, type ReviewStep } from '../data/reviewers';
import { tagContext, type TagContext } from '../data/tag-context';
import { recounted, writeDelivery } from '../data/tag-delivery-writes';
import { staleOf } from './supplier-routes';

/** The tags waiting for the caller, oldest first, with their contracts' numbers and suppliers. */
export const reviewQueueRoute = route(deliveryReviewQueue, async ({ input, principal }) => {
  const { rows, total } = await queuePage(principal.user.id, input.page, input.limit);
  return { rows: await queueRows(rows), total };
});

/** The caller's whole queue to a workbook, written by the spreadsheet worker. */
export const reviewQueueExportRoute = route(deliveryReviewQueueExport, async (call) => ({
  jobId: await startJob('delivery.reviewQueueExport', jobOwner(deliveryReviewQueueExport, call), {}),
}));

/** A tag the caller reviews now: submitted, and routed to the caller at its current step; 404 otherwise. */
async function reviewedTag(principal: Principal, tagId: number): Promise<TagContext> {
  const tag = await getTag(tagId);
  const contract = tag ? (await getContracts([tag.contractId]))[0] : undefined;
  if (!tag || !contract) throw deliveryTagNotFound();
  const context = await tagContext(tag, contract);
  if (context.record.status !== 'submitted' || !context.record.reviewers.includes(principal.user.id)) throw deliveryTagNotFound();
  return context;
}

const present = (context: TagContext) =>
  deliveryView(context.tag, context.contract, context.className, context.requirements, context.record);

export const reviewTagRoute = route(deliveryReviewTag, async ({ input, principal }) => present(await reviewedTag(principal, input.tagId)));

/** A stored revision of a document of the tag the caller reviews, as a download under its own file name. */
export const reviewDocumentRoute = route(deliveryReviewDocument, async ({ input, principal }) => {
  const context = await reviewedTag(principal, input.tagId);
  const revision = await getRevision(context.tag.id, input.documentKey, input.revision);
  if (!revision || revision.state !== 'stored') throw deliveryTagNotFound();
  return { url: await presignAttachment(revision.objectKey, revision.fileName) };
});

/** What the reviewers of the next step are, when every item is approved at this one. */
const nextStep = (contract: ContractRecord, tag: TagRecord, step: string) =>
  reviewersOf(contract.projectId, contract.contractorId, tag, step as ReviewStep);

/**
 * The reviewer's decisions: every item waiting (delivered since the last review) must be decided, a
 * sent-back one with its reason. Any sent back returns the tag to the supplier; all approved passes it
 * to the owner's final review when the matrix names one there, or approves it. The queue entries of this
 * step go, those of the next come, with the record, in one transaction.
 */
export const reviewRoute = route(deliveryReview, async ({ input, principal, setLogParams, language, logger }) => {
  const context = await reviewedTag(principal, input.tagId);
  if (input.version !== context.record.version) throw staleOf(context);
  const { record, requirements, tag, contract } = context;
  const itemsOfClass = [...requirements.properties, ...requirements.documents];
  const decided = new Map(input.decisions.map((decision) => [decision.key, decision]));
  const unknown = input.decisions.filter((decision) => !itemsOfClass.some((item) => item.key === decision.key));
  if (unknown.length > 0) throw invalid(Object.fromEntries(unknown.map((decision) => [`decisions.${decision.key}`, 'validation.invalid'])));
  const waiting = itemsOfClass.filter((item) => record.items[item.key]?.state === 'delivered' && !decided.has(item.key));
  if (waiting.length > 0)
    throw new AppError(ERROR_CODE.invalid, 'error.delivery.undecided', {
      params: { items: waiting.map((item) => (language === 'en' ? item.nameEn : item.nameZh)).join(', ') },
    });
  const items = { ...record.items };
  for (const decision of decided.values()) {
    if ((items[decision.key]?.state ?? 'missing') === 'missing') continue;
    items[decision.key] = { state: decision.approved ? 'approved' : 'rejected', comment: decision.approved ? '' : decision.comment };
  }
  const sentBack = Object.values(items).some((item) => item.state === 'rejected');
  const next = sentBack ? undefined : await nextStep(contract, tag, record.reviewStep);
  const outcome = sentBack ? 'rejected' : next ? 'forwarded' : 'approved';
  const after = recounted(
    record,
    {
      values: record.values,
      files: record.files,
      items,
      status: outcome === 'forwarded' ? 'submitted' : outcome,
      reviewStep: next?.step ?? '',
      reviewers: next?.userIds ?? [],
      reviewed: {
        values: record.values,
        revisions: Object.fromEntries(Object.entries(record.files).map(([key, file]) => [key, file.revision])),
      },
    },
    requirements,
    principal.user.userCode,
  );
  const queue = queueMoves(
    { userIds: record.reviewers, submittedAt: record.submittedAt, tagId: tag.id },
    (next?.userIds ?? []).map((userId) => ({
      userId,
      tagId: tag.id,
      contractId: contract.id,
      projectId: contract.projectId,
      step: next!.step,
      submittedAt: record.submittedAt,
    })),
  );
  await writeDelivery(record, after, queue);
  await sendDeliveryNotice(
    logger,
    tag,
    contract,
    after,
    outcome === 'forwarded'
      ? { kind: 'reviewWaiting', userIds: next!.userIds, step: next!.step }
      : outcome === 'rejected'
        ? { kind: 'itemsReturned', count: Object.values(items).filter((item) => item.state === 'rejected').length }
        : { kind: 'tagApproved' },
  );
  setLogParams({ tagNumber: tag.tagNumber, outcome: formatMessage('zh', `log.delivery.outcome.${outcome}`) });
  return present({ ...context, record: after });
});
