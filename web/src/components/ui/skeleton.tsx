import type * as React from 'react';
import { cn } from '@/lib/cn';

/**
 * A loading placeholder, marked busy so assistive technology (and anything that waits for a screen to
 * settle) knows the content is still coming; given an `aria-label`, it is announced as a status (a
 * bare div may not carry a label).
 */
function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      role={props['aria-label'] ? 'status' : undefined}
      aria-busy="true"
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}

export { Skeleton };
