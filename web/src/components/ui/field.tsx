import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

function FieldSet({ className, ...props }: React.ComponentProps<'fieldset'>) {
  return <fieldset data-slot="field-set" className={cn('flex flex-col gap-6', className)} {...props} />;
}

function FieldLegend({ className, ...props }: React.ComponentProps<'legend'>) {
  return <legend data-slot="field-legend" className={cn('mb-3 text-base font-medium', className)} {...props} />;
}

function FieldGroup({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="field-group"
      className={cn('group/field-group flex w-full flex-col gap-5 *:data-[slot=field-group]:gap-4', className)}
      {...props}
    />
  );
}

const fieldVariants = cva('group/field flex w-full gap-2 data-[invalid=true]:text-destructive', {
  variants: {
    orientation: {
      vertical: 'flex-col *:w-full [&>.sr-only]:w-auto',
      horizontal: 'flex-row items-center has-[>[data-slot=field-content]]:items-start *:data-[slot=field-label]:flex-auto',
      responsive: 'flex-col *:w-full sm:flex-row sm:items-center sm:*:w-auto sm:*:data-[slot=field-label]:flex-auto',
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

function Field({ className, orientation = 'vertical', ...props }: React.ComponentProps<'div'> & VariantProps<typeof fieldVariants>) {
  return (
    <div
      role="group"
      data-slot="field"
      data-orientation={orientation}
      className={cn(fieldVariants({ orientation }), className)}
      {...props}
    />
  );
}

function FieldContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="field-content" className={cn('flex flex-1 flex-col gap-1.5 leading-snug', className)} {...props} />;
}

function FieldLabel({ className, ...props }: React.ComponentProps<typeof Label>) {
  return (
    <Label
      data-slot="field-label"
      className={cn(
        'group/field-label peer/field-label flex w-fit gap-2 leading-snug group-data-[disabled=true]/field:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

function FieldTitle({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="field-title" className={cn('flex w-fit items-center gap-2 text-sm leading-snug font-medium', className)} {...props} />
  );
}

function FieldDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="field-description"
      className={cn(
        'text-sm leading-normal font-normal text-muted-foreground [&>a]:underline [&>a]:underline-offset-4 [&>a:hover]:text-primary',
        className,
      )}
      {...props}
    />
  );
}

/**
 * The ids of a control's description and error, derived from the control's id: the control names them
 * in aria-describedby (the error only while it is shown), FieldDescription and FieldError carry them.
 */
function fieldMessageIds(controlId: string): { description: string; error: string } {
  return { description: `${controlId}-description`, error: `${controlId}-error` };
}

type FieldErrorProps = React.ComponentProps<'div'> & {
  /** Typically `[fieldState.error]` from react-hook-form; duplicates and empty messages are dropped. */
  errors?: Array<{ message?: string } | undefined>;
};

function FieldError({ className, children, errors, ...props }: FieldErrorProps) {
  let content: React.ReactNode = children;
  if (!content && errors) {
    const messages = [...new Set(errors.map((error) => error?.message).filter((m): m is string => !!m))];
    if (messages.length === 1) {
      content = messages[0];
    } else if (messages.length > 1) {
      content = (
        <ul className="ml-4 flex list-disc flex-col gap-1">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      );
    }
  }
  if (!content) return null;
  return (
    <div role="alert" data-slot="field-error" className={cn('text-sm font-normal text-destructive', className)} {...props}>
      {content}
    </div>
  );
}

export { Field, FieldContent, FieldDescription, FieldError, FieldGroup, FieldLabel, FieldLegend, FieldSet, FieldTitle, fieldMessageIds };
export type { FieldErrorProps };
