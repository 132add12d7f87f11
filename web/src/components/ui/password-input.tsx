import { EyeIcon, EyeOffIcon } from 'lucide-react';
import * as React from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';

type PasswordInputProps = Omit<React.ComponentProps<'input'>, 'type'> & {
  /** Accessible name of the show/hide button; its pressed state says whether the password is visible. */
  toggleLabel: string;
  /** Shown above the field while the user types with Caps Lock on; omit to disable the hint. */
  capsLockHint?: string;
};

function PasswordInput({ className, toggleLabel, capsLockHint, disabled, onKeyDown, onKeyUp, onBlur, ...props }: PasswordInputProps) {
  const [visible, setVisible] = React.useState(false);
  const [capsLock, setCapsLock] = React.useState(false);

  const readCapsLock = (event: React.KeyboardEvent<HTMLInputElement>) => {
    // Synthetic or legacy events may lack getModifierState; treat that as "unknown", i.e. off.
    setCapsLock(event.getModifierState?.('CapsLock') ?? false);
  };

  const hintId = `${React.useId()}-caps-lock`;
  const hintShown = !!capsLockHint && capsLock;
  // A plain hint rather than a Tooltip: it keeps a floating-positioning library off the sign-in page (issue 16).
  const describedBy = [props['aria-describedby'], hintShown ? hintId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div data-slot="password-input" className={cn('relative w-full', className)}>
      <Input
        type={visible ? 'text' : 'password'}
        disabled={disabled}
        className="pr-10"
        onKeyDown={(event) => {
          readCapsLock(event);
          onKeyDown?.(event);
        }}
        onKeyUp={(event) => {
          readCapsLock(event);
          onKeyUp?.(event);
        }}
        onBlur={(event) => {
          setCapsLock(false);
          onBlur?.(event);
        }}
        {...props}
        aria-describedby={describedBy}
      />
      {/* The live region stays mounted so the hint is announced when it appears while typing. */}
      <span aria-live="polite">
        {hintShown ? (
          <span
            id={hintId}
            role="tooltip"
            data-slot="caps-lock-hint"
            className="pointer-events-none absolute bottom-full left-0 z-50 mb-1.5 w-fit animate-pop-in rounded-md bg-foreground px-3 py-1.5 text-xs text-balance text-background"
          >
            {capsLockHint}
          </span>
        ) : null}
      </span>
      <button
        type="button"
        data-slot="password-toggle"
        aria-label={toggleLabel}
        aria-pressed={visible}
        aria-controls={props.id}
        disabled={disabled}
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 right-0 flex w-9 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground disabled:pointer-events-none disabled:opacity-50"
      >
        {visible ? <EyeOffIcon className="size-4" aria-hidden /> : <EyeIcon className="size-4" aria-hidden />}
      </button>
    </div>
  );
}

export { PasswordInput };
export type { PasswordInputProps };
