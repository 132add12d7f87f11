import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { changeLanguage, preloadLanguage } from '@/i18n';

/** The login screen's 'English' switch (spec §2.4). */
export function LanguageCheckbox() {
  const { t, i18n } = useTranslation();
  return (
    <div className="flex items-center gap-2">
      <Checkbox
        id="login-english"
        aria-describedby="login-english-hint"
        checked={i18n.language === 'en'}
        onCheckedChange={(checked) => void changeLanguage(checked === true ? 'en' : 'zh')}
        // The other language's messages are fetched as the pointer or focus arrives, so the switch is instant.
        onPointerEnter={() => preloadLanguage(i18n.language === 'en' ? 'zh' : 'en')}
        onFocus={() => preloadLanguage(i18n.language === 'en' ? 'zh' : 'en')}
      />
      <Label htmlFor="login-english" lang="en" className="font-normal">
        {t('ui.common.english')}
      </Label>
      <span id="login-english-hint" className="sr-only">
        {t('ui.login.languageToggle')}
      </span>
    </div>
  );
}
