import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { AppLogo } from './app-logo';
import { AuthBackdrop } from './auth-backdrop';

interface AuthPanelProps {
  title: ReactNode;
  /** Under the title: a greeting, an explanation. */
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** The card on the backdrop that every account screen outside the layout uses. */
export function AuthPanel({ title, description, children, className }: AuthPanelProps) {
  const { t } = useTranslation();
  return (
    <AuthBackdrop>
      <Card className={cn('w-full max-w-[440px] gap-5 border-none py-8 shadow-2xl', className)}>
        <CardHeader className="justify-items-center gap-2 px-6 text-center sm:px-8">
          <AppLogo className="size-10" />
          <p className="text-xs text-muted-foreground">{t('product.title')}</p>
          <h1 className="text-lg leading-snug font-semibold text-foreground">{title}</h1>
          {description ? <div className="text-sm text-muted-foreground">{description}</div> : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-5 px-6 sm:px-8">{children}</CardContent>
      </Card>
    </AuthBackdrop>
  );
}
