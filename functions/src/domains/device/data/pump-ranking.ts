/**
 * The `count` items with the smallest scores, smallest first (ties: the earlier item first), in one
 * pass with a bounded max-heap: O(n log count) instead of sorting all n. A page of the closest pumps
 * out of 15,000 matches costs a scan, not a sort (docs/data-model.md "Pump catalogue").
 */
export function smallestBy<T>(items: ArrayLike<T>, count: number, score: (item: T) => number): T[] {
  if (count <= 0) return [];
  // Heap entries: [score, position]; the root is the largest kept (a later position loses a tie).
  const heap: Array<[number, number]> = [];
  const larger = (a: [number, number], b: [number, number]) => a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);
  const siftUp = (index: number) => {
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (!larger(heap[index]!, heap[parent]!)) return;
      [heap[index], heap[parent]] = [heap[parent]!, heap[index]!];
      index = parent;
    }
  };
  const siftDown = (index: number) => {
    for (;;) {
      const left = 2 * index + 1;
      const right = left + 1;
      let largest = index;
      if (left < heap.length && larger(heap[left]!, heap[largest]!)) largest = left;
      if (right < heap.length && larger(heap[right]!, heap[largest]!)) largest = right;
      if (largest === index) return;
      [heap[index], heap[largest]] = [heap[largest]!, heap[index]!];
      index = largest;
    }
  };
  for (let position = 0; position < items.length; position++) {
    const entry: [number, number] = [score(items[position]!), position];
    if (heap.length < count) {
      heap.push(entry);
      siftUp(heap.length - 1);
    } else if (larger(heap[0]!, entry)) {
      heap[0] = entry;
      siftDown(0);
    }
  }
  return heap.sort((a, b) => a[0] - b[0] || a[1] - b[1]).map(([, position]) => items[position]!);
}
