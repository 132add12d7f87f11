import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/**
 * A partner's shared secret, shown this once (the server never answers it again), with how the partner
 * signs a sign-in with it: the administrator hands both over.
 */
export function SecretOnce({ secret, partnerId }: { secret: string; partnerId: number }) {
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
      <section aria-labelledby="partner-signing" className="flex flex-col gap-1 text-sm">
        <h3 id="partner-signing" className="font-medium">
          {t('ui.sso.partner.signing.title')}
        </h3>
        <ol className="list-decimal space-y-1 ps-5 text-muted-foreground">
          <li>{t('ui.sso.partner.signing.payload', { id: partnerId })}</li>
          <li>{t('ui.sso.partner.signing.signature')}</li>
          <li>
            {t('ui.sso.partner.signing.open')} <code className="break-all font-mono">{`${window.location.origin}/jumpLogin?secret=…`}</code>
          </li>
          <li>{t('ui.sso.partner.signing.rules')}</li>
        </ol>
      </section>
    </div>
  );
}
