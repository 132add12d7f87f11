import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';

export type StateTone = 'success' | 'muted' | 'info' | 'warning';

const VARIANT_OF_TONE = {
  success: 'success',
  muted: 'secondary',
  info: 'default',
  warning: 'warning',
} as const;

/** A coloured tag for a row's state; the screen decides which state gets which tone. */
export function StateTag({ tone, children }: { tone: StateTone; children: ReactNode }) {
  return (
    <Badge variant={VARIANT_OF_TONE[tone]} data-tone={tone}>
      {children}
    </Badge>
  );
}
