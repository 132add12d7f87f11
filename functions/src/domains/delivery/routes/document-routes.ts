import {
  deliveryDocumentConfirm,
  deliveryDocumentRevisions,
  deliveryDocumentUpload,
  ERROR_CODE,
  type RequiredDocument,
} from '@sddp/shared';
import { route } from '#http/route';
import { AppError, invalid } from '#kit/errors';
import { objectSize, presignAttachment } from '#kit/s3/objects';
import { presignUpload } from '#kit/s3/presign';
import { nowIso } from '#kit/time';
import { supplierTag } from '../access/supplier-scope';
import { deliveryView } from '../data/delivery-view';
import {
  getRevision,
  nextRevision,
  publicRevision,
  putPendingRevision,
  revisionObjectKey,
  storedRevisions,
  storeRevisionItem,
} from '../data/document-revisions';
import { tagContext, type TagContext } from '../data/tag-context';
import { recounted, writeDelivery } from '../data/tag-delivery-writes';
import { assertEditable } from './supplier-routes';

/** Documents travel as bytes: the browser names no content type we would trust. */
const CONTENT_TYPE = 'application/octet-stream';

function requiredDocument(context: TagContext, documentKey: string): RequiredDocument {
  const document = context.requirements.documents.find((candidate) => candidate.key === documentKey);
  if (!document)
    throw invalid({ documentKey: 'error.delivery.unknownDocument' }, 'error.delivery.unknownDocument', { documentKey: { documentKey } });
  return document;
}

const extensionOf = (fileName: string) => (fileName.includes('.') ? fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase() : '');

/**
 * A presigned PUT for the document's next revision, once the class requires the document, the file's
 * extension is one it accepts and the size is within bounds; the revision is recorded as pending first.
 */
export const documentUploadRoute = route(deliveryDocumentUpload, async ({ input, principal }) => {
  const { tag, contract } = await supplierTag(principal, input.tagId);
  const context = await tagContext(tag, contract);
  assertEditable(context);
  const document = requiredDocument(context, input.documentKey);
  if (!document.extensions.includes(extensionOf(input.fileName)))
    throw invalid({ fileName: 'error.delivery.fileType' }, 'error.delivery.fileType', {
      fileName: { extensions: document.extensions.join(', ') },
    });
  const revision = await nextRevision(tag.id, document.key);
  const objectKey = revisionObjectKey(contract.projectId, tag.id, document.key, revision, input.fileName);
  await putPendingRevision({
    tagId: tag.id,
    documentKey: document.key,
    revision,
    fileName: input.fileName,
    size: input.size,
    objectKey,
    state: 'pending',
    uploadedAt: nowIso(),
    uploadedBy: principal.user.userCode,
  });
  return { revision, ...(await presignUpload(objectKey, CONTENT_TYPE, input.size)) };
});

/** The uploaded revision becomes the document's current one, once its object is in storage with the size announced. */
export const documentConfirmRoute = route(deliveryDocumentConfirm, async ({ input, principal, setLogParams }) => {
  const { tag, contract } = await supplierTag(principal, input.tagId);
  const context = await tagContext(tag, contract);
  assertEditable(context);
  const document = requiredDocument(context, input.documentKey);
  const revision = await getRevision(tag.id, document.key, input.revision);
  if (!revision || revision.state !== 'pending' || (await objectSize(revision.objectKey)) !== revision.size)
    throw new AppError(ERROR_CODE.invalid, 'error.delivery.uploadMissing');
  const files = { ...context.record.files, [document.key]: publicRevision(revision) };
  const after = recounted(context.record, { values: context.record.values, files }, context.requirements, principal.user.userCode);
  await writeDelivery(context.record, after, [storeRevisionItem(revision)]);
  setLogParams({
    tagNumber: tag.tagNumber,
    // The operation log is written in Chinese, as every row of it.
    documentName: document.nameZh,
    revision: String(revision.revision),
    fileName: revision.fileName,
  });
  return deliveryView(tag, contract, context.className, context.requirements, after);
});

/** Every stored revision of one document, newest first, each with a download link under its own file name. */
export const documentRevisionsRoute = route(deliveryDocumentRevisions, async ({ input, principal }) => {
  const { tag } = await supplierTag(principal, input.tagId);
  const revisions = await storedRevisions(tag.id, input.documentKey);
  return {
    rows: await Promise.all(
      revisions.map(async (revision) => ({
        ...publicRevision(revision),
        url: await presignAttachment(revision.objectKey, revision.fileName),
      })),
    ),
  };
});
