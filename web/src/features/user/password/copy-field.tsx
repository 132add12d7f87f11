import { CheckIcon, CopyIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';

/** A read-only value with a copy button (a temporary password, a sign-in link). */
export function CopyField({ id, label, value, monospace = false }: { id: string; label: string; value: string; monospace?: boolean }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      toast.error(t('ui.user.password.copyFailed'));
    }
  };
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="flex gap-2">
        <Input id={id} value={value} readOnly className={monospace ? 'font-mono' : undefined} onFocus={(event) => event.target.select()} />
        <Button type="button" variant="outline" onClick={() => void copy()} aria-label={`${t('ui.user.password.copy')} ${label}`}>
          {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
          {copied ? t('ui.user.password.copied') : t('ui.user.password.copy')}
        </Button>
      </div>
    </Field>
  );
}
