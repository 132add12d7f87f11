import { countDelivery, type ClassRequirements, type DeliveryCounts, type ItemState } from '@sddp/shared';
import type { TagDeliveryRecord } from '#entities/tag-delivery';

type Delivered = Pick<TagDeliveryRecord, 'values' | 'files' | 'items'>;

/** Whether anything is delivered for the item: a value for a property, a stored revision for a document. */
const present = (delivered: Delivered, key: string) => (delivered.values[key] ?? '') !== '' || delivered.files[key] !== undefined;

/**
 * Each item's review after a change: an item with nothing is missing; an item whose value or revision
 * changed is delivered again (its last comment kept, so the supplier still sees why it was sent back);
 * an unchanged one keeps its review.
 */
export function reviewedItems(
  requirements: ClassRequirements,
  before: Delivered,
  after: Omit<Delivered, 'items'>,
): TagDeliveryRecord['items'] {
  const items: TagDeliveryRecord['items'] = {};
  for (const { key } of [...requirements.properties, ...requirements.documents]) {
    const previous = before.items[key];
    const changed = (before.values[key] ?? '') !== (after.values[key] ?? '') || before.files[key]?.revision !== after.files[key]?.revision;
    const state: ItemState = !present({ ...after, items: {} }, key)
      ? 'missing'
      : changed || !previous || previous.state === 'missing'
        ? 'delivered'
        : previous.state;
    items[key] = { state, comment: previous?.comment ?? '' };
  }
  return items;
}

export const countsOf = (requirements: ClassRequirements, items: TagDeliveryRecord['items']): DeliveryCounts =>
  countDelivery(requirements, (key) => items[key]?.state ?? 'missing');
