import type * as React from 'react';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

type LoadingOverlayProps = React.ComponentProps<'div'> & {
  /** Announced to screen readers and shown under the spinner. */
  message?: React.ReactNode;
  /** `screen` covers the viewport; `container` covers the nearest positioned ancestor. */
  variant?: 'screen' | 'container';
};

function LoadingOverlay({ className, message, variant = 'container', ...props }: LoadingOverlayProps) {
  return (
    <div
      data-slot="loading-overlay"
      data-variant={variant}
      role="status"
      aria-live="polite"
      aria-busy="true"
      className={cn(
        'z-50 flex flex-col items-center justify-center gap-3 bg-background/70 backdrop-blur-[1px]',
        variant === 'screen' ? 'fixed inset-0' : 'absolute inset-0 rounded-[inherit]',
        className,
      )}
      {...props}
    >
      <Spinner className="size-8" />
      {message ? <p className="text-sm text-muted-foreground">{message}</p> : null}
    </div>
  );
}

export { LoadingOverlay };
export type { LoadingOverlayProps };
