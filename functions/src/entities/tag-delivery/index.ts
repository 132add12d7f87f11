export * from './delivery-rollups';
export * from './tag-delivery-records';
