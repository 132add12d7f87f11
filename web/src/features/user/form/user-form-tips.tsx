import { useTranslation } from 'react-i18next';

/** The tips of spec §2.18 reading B. */
export function UserFormTips() {
  const { t } = useTranslation();
  return (
    <ul className="list-disc ps-5 text-sm text-muted-foreground">
      <li>{t('ui.user.form.required')}</li>
      <li>{t('ui.user.form.userCodeRule')}</li>
      <li>{t('ui.user.form.duplicate')}</li>
    </ul>
  );
}
