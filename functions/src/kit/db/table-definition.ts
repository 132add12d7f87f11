/**
 * The one DynamoDB table (single-table design, docs/data-model.md). Generic key attributes so every
 * entity shares it; indexes are named by access pattern family. infra/ declares the same shape and
 * tests/infra checks the two agree.
 */
export const TABLE_DEFINITION = {
  partitionKey: 'pk',
  sortKey: 'sk',
  timeToLiveAttribute: 'expiresAt',
  globalSecondaryIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
} as const;
