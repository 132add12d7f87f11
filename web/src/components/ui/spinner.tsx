import { Loader2Icon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/cn';

/** Decorative by default; pass `aria-label` (and it becomes role="status") when it stands alone. */
function Spinner({ className, 'aria-label': ariaLabel, ...props }: React.ComponentProps<'svg'>) {
  return (
    <Loader2Icon
      data-slot="spinner"
      role={ariaLabel ? 'status' : undefined}
      aria-label={ariaLabel}
      aria-hidden={ariaLabel ? undefined : true}
      className={cn('size-4 animate-spin text-primary', className)}
      {...props}
    />
  );
}

export { Spinner };
