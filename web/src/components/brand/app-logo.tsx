import { cn } from '@/lib/cn';

/** The product mark (public/logo.svg); decorative, the product title beside it names it. */
export function AppLogo({ className }: { className?: string }) {
  return <img src="/logo.svg" alt="" aria-hidden className={cn('size-8 shrink-0', className)} />;
}
