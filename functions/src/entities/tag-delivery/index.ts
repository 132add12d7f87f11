export * from './delivery-rollups';
export * from './tag-delivery-records';
export * from './class-requirements';
export * from './rollup-summary';
export * from './review-queue-items';
