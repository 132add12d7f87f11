import { EyeIcon, EyeOffIcon } from 'lucide-react';
import * as React from 'react';

import { cn } from '@/lib/cn';

import { Input } from './input';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

type PasswordInputProps = Omit<React.ComponentProps<'input'>, 'type'> & {
  /** Accessible name of the show/hide button; its pressed state says whether the password is visible. */
  toggleLabel: string;
  /** Shown in a tooltip while the user types with Caps Lock on; omit to disable the hint. */
  capsLockHint?: string;
};

function PasswordInput({ className, toggleLabel, capsLockHint, disabled, onKeyDown, onKeyUp, onBlur, ...props }: PasswordInputProps) {
  const [visible, setVisible] = React.useState(false);
  const [capsLock, setCapsLock] = React.useState(false);

  const readCapsLock = (event: React.KeyboardEvent<HTMLInputElement>) => {
    // Synthetic or legacy events may lack getModifierState; treat that as "unknown", i.e. off.
    setCapsLock(event.getModifierState?.('CapsLock') ?? false);
  };

  return (
    <div data-slot="password-input" className={cn('relative w-full', className)}>
      <Tooltip open={!!capsLockHint && capsLock}>
        <TooltipTrigger asChild>
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
          />
        </TooltipTrigger>
        <TooltipContent side="top" align="start" data-slot="caps-lock-hint">
          {capsLockHint}
        </TooltipContent>
      </Tooltip>
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
