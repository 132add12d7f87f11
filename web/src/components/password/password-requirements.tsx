import { CheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const REQUIREMENTS = ['length', 'classes', 'history', 'renewal'] as const;

/** Spec §5: the four stated password rules, with the deployed policy's numbers. */
export function PasswordRequirements({ id, className }: { id?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <div id={id} className={cn('rounded-md border border-primary/20 bg-accent/60 px-3 py-2 text-xs', className)}>
      <p className="mb-1 font-medium text-foreground">{t('ui.password.requirementsTitle')}</p>
      <ul className="flex flex-col gap-1 text-muted-foreground">
        {REQUIREMENTS.map((rule) => (
          <li key={rule} className="flex items-start gap-1.5">
            <CheckIcon className="mt-0.5 size-3 shrink-0 text-primary" aria-hidden />
            <span>{t(`message.passwordRequirements.${rule}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
