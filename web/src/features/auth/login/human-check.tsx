import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { LIMITS, type captchaLoginInput, type mailCodeLoginInput } from '@sddp/shared';
import { SendCodeButton } from '@/components/form/send-code-button';
import { TextFormField } from '@/components/form/text-form-field';
import { Button } from '@/components/ui/button';
import { CaptchaImage } from './captcha-image';

/** How the account form tells a person from a script: the image captcha, or a code mailed to the account. */
export type HumanCheck = 'captcha' | 'mail';

export interface HumanCheckValues {
  username: string;
  password: string;
  captcha: string;
  key: string;
  mailCode: string;
}

/** What a valid form submits: account, password and one of the two checks. */
export type CheckedLogin = z.output<typeof captchaLoginInput> | z.output<typeof mailCodeLoginInput>;
export type LoginControl = Control<HumanCheckValues, unknown, CheckedLogin>;

const digitsOnly = (value: string) => value.replace(/\D/g, '');

interface CaptchaCheckProps {
  control: LoginControl;
  image: string | undefined;
  loading: boolean;
  onRefresh: () => void;
  /** Asks for a code by e-mail instead; resolves once the form has switched (or shown why not). */
  onUseMail: () => Promise<void>;
  sending: boolean;
}

/** The image captcha, and the way round it for whoever cannot see it (WCAG 1.1.1): a real button. */
export function CaptchaCheck({ control, image, loading, onRefresh, onUseMail, sending }: CaptchaCheckProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1.5">
      <TextFormField
        control={control}
        name="captcha"
        id="login-captcha"
        label={t('ui.login.captcha')}
        autoComplete="off"
        maxLength={LIMITS.captchaLength}
        placeholder={t('ui.login.captchaPlaceholder')}
        addon={<CaptchaImage src={image} loading={loading} onRefresh={onRefresh} />}
      />
      <Button
        variant="link"
        size="sm"
        className="h-auto self-start p-0 text-left"
        onClick={() => void onUseMail()}
        disabled={sending}
        aria-busy={sending}
      >
        {t('ui.login.useMailCode')}
      </Button>
    </div>
  );
}

interface MailCodeCheckProps {
  control: LoginControl;
  /** Sends the code again; resolves true when it went out. */
  onResend: () => Promise<boolean>;
  onUseCaptcha: () => void;
}

/** The code mailed to the typed account, with 'Send again' resting 60 s after the first send. */
export function MailCodeCheck({ control, onResend, onUseCaptcha }: MailCodeCheckProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1.5">
      <TextFormField
        control={control}
        name="mailCode"
        id="login-mail-code"
        label={t('ui.login.mailCode')}
        description={t('ui.login.mailCodeSent')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={LIMITS.mailLoginCodeLength}
        placeholder={t('ui.login.mailCodePlaceholder')}
        transform={digitsOnly}
        addon={
          <SendCodeButton
            onSend={onResend}
            alreadySent
            label={t('ui.login.mailCodeResend')}
            countdownLabel={(seconds) => t('ui.code.resendIn', { seconds })}
          />
        }
      />
      <Button variant="link" size="sm" className="h-auto self-start p-0 text-left" onClick={onUseCaptcha}>
        {t('ui.login.useCaptcha')}
      </Button>
    </div>
  );
}
