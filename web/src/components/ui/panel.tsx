import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface PanelProps {
  title: ReactNode;
  /** h2 for a panel of the page, h3 for one inside another. */
  level?: 2 | 3;
  /** Beside the title, e.g. a link to the whole list. */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A bordered region named by its heading, with an optional action beside the title (dashboard panels). */
export function Panel({ title, level = 2, action, className, children }: PanelProps) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className={cn('rounded-lg border p-4', className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id={id} className={level === 2 ? 'text-base font-semibold' : 'text-sm font-semibold'}>
          {title}
        </Heading>
        {action}
      </div>
      {children}
    </section>
  );
}
