import { exportFileName, exportJob, exportSource, onePage } from '#kit/spreadsheet/export-job';
import { queueAll } from '../data/review-queue';
import { queueRows } from '../data/review-queue-rows';
import { REVIEW_QUEUE_SHEET } from '../sheets/review-queue-sheet';

/** The starter's review queue, oldest first, to an .xlsx in storage. */
export const exportReviewQueueJob = exportJob<'delivery.reviewQueueExport'>(async (job) =>
  exportSource(
    REVIEW_QUEUE_SHEET,
    exportFileName(job.owner.language, 'export.reviewQueue.fileName'),
    onePage(await queueRows(await queueAll(job.owner.userId))),
  ),
);
