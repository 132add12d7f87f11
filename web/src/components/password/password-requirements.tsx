import { CheckIcon, CircleIcon, InfoIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { passwordRuleChecks } from '@sddp/shared';
import { cn } from '@/lib/cn';
import { usePasswordPolicy } from '@/lib/password-policy/password-policy-query';

const CHECKED_RULES = ['length', 'classes'] as const;
/** Only the server knows the account's past passwords and when it last changed one. */
const STATED_RULES = ['history', 'renewal'] as const;

type RuleState = 'met' | 'unmet' | 'stated';

/**
 * Spec §5: the four stated password rules, with the deployed policy's numbers. The two that the typed
 * text decides are ticked as it meets them; the other two are shown as information.
 */
export function PasswordRequirements({ password, className }: { password: string; className?: string }) {
  const { t } = useTranslation();
  const checks = passwordRuleChecks(password, usePasswordPolicy());
  return (
    <div className={cn('rounded-md border border-primary/20 bg-accent/60 px-3 py-2 text-xs', className)}>
      <p className="mb-1 font-medium text-foreground">{t('ui.password.requirementsTitle')}</p>
      <ul className="flex flex-col gap-1 text-muted-foreground">
        {CHECKED_RULES.map((rule) => (
          <Requirement key={rule} state={checks[rule] ? 'met' : 'unmet'} text={t(`message.passwordRequirements.${rule}`)} />
        ))}
        {STATED_RULES.map((rule) => (
          <Requirement key={rule} state="stated" text={t(`message.passwordRequirements.${rule}`)} />
        ))}
      </ul>
    </div>
  );
}

function Requirement({ state, text }: { state: RuleState; text: string }) {
  const { t } = useTranslation();
  const Icon = state === 'met' ? CheckIcon : state === 'unmet' ? CircleIcon : InfoIcon;
  return (
    <li data-state={state} className={cn('flex items-start gap-1.5', state === 'met' && 'text-foreground')}>
      <Icon className={cn('mt-0.5 size-3 shrink-0', state === 'met' ? 'text-primary' : 'opacity-60')} aria-hidden />
      <span>{text}</span>
      {state === 'stated' ? null : (
        <span className="sr-only">({t(state === 'met' ? 'ui.password.ruleMet' : 'ui.password.ruleNotMet')})</span>
      )}
    </li>
  );
}
