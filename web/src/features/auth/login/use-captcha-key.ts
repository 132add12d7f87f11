import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useCaptcha } from '../api/captcha';

interface CaptchaFields {
  captcha: string;
  key: string;
}

/** Keeps the form's hidden `key` on the shown captcha and clears the typed code when it changes. */
export function useCaptchaKey<T extends CaptchaFields>(form: Pick<UseFormReturn<T>, 'setValue'>) {
  const captcha = useCaptcha();
  const key = captcha.data?.key ?? '';
  const { setValue } = form as unknown as UseFormReturn<CaptchaFields>;
  useEffect(() => {
    setValue('key', key);
    setValue('captcha', '');
  }, [key, setValue]);
  return {
    image: captcha.data?.imageBase64,
    loading: captcha.isFetching,
    refresh: () => void captcha.refetch(),
  };
}
