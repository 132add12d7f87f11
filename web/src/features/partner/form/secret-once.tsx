import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** A partner's shared secret, shown this once (the server never answers it again). */
export function SecretOnce({ secret }: { secret: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(secret).then(() => setCopied(true));
  };
  return (
    <div className="flex flex-col gap-3">
      <Alert>
        <AlertDescription>{t('ui.sso.partner.secretHint')}</AlertDescription>
      </Alert>
      <div className="flex gap-2">
        <Input
          readOnly
          value={secret}
          aria-label={t('ui.sso.partner.secretTitle')}
          data-testid="partner-secret"
          className="font-mono"
          onFocus={(event) => event.target.select()}
        />
        <Button type="button" variant="outline" onClick={copy}>
          {copied ? t('ui.sso.partner.copied') : t('ui.sso.partner.copy')}
        </Button>
      </div>
    </div>
  );
}
