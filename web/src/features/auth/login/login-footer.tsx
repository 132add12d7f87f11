import { useTranslation } from 'react-i18next';
import { config } from '@/config';

/** Spec §2.4: in Chinese mode the footer shows the site licence number and the support phone. */
export function LoginFooter() {
  const { t, i18n } = useTranslation();
  if (i18n.language !== 'zh') return null;
  return (
    <footer className="mt-8 flex flex-col items-center gap-1 text-xs text-white/70 sm:flex-row sm:gap-4">
      <span>{t('ui.login.licence', { licence: config.icpLicence })}</span>
      <span>{t('ui.login.supportPhone', { phone: config.supportPhone })}</span>
    </footer>
  );
}
