import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type SubmitButtonProps = Omit<ComponentProps<typeof Button>, 'type' | 'children'> & {
  pending: boolean;
  label: string;
  pendingLabel: string;
};

/** A form's submit button: disabled with a spinner and the pending label while the call runs. */
export function SubmitButton({ pending, label, pendingLabel, disabled, size = 'lg', ...props }: SubmitButtonProps) {
  return (
    <Button {...props} type="submit" size={size} disabled={pending || disabled} aria-busy={pending}>
      {pending ? <Spinner className="text-primary-foreground" /> : null}
      {pending ? pendingLabel : label}
    </Button>
  );
}
