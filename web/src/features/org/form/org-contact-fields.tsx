import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { orgNeedsContactEmail } from '@sddp/shared';
import { ContactFields } from '@/components/form/contact-fields';
import { FieldDescription, FieldLegend, FieldSet } from '@/components/ui/field';

type ContactForm = FieldValues & { linkman?: string; mobile?: string; email?: string };

/**
 * The primary contact of an organisation: its primary account's name, mobile and e-mail. The e-mail is
 * required where passwords are sent (suppliers, contractors), and the form says so.
 */
export function OrgContactFields<T extends ContactForm, O extends FieldValues = T>({
  control,
  idPrefix,
  orgType,
}: {
  control: Control<T, unknown, O>;
  idPrefix: string;
  /** '' while the type is not chosen yet: the e-mail is then described as required to be safe. */
  orgType: string;
}) {
  const { t } = useTranslation();
  const emailRequired = orgType === '' || orgNeedsContactEmail(orgType);
  return (
    <FieldSet className="gap-3">
      <FieldLegend className="text-sm font-medium">{t('ui.org.contact.title')}</FieldLegend>
      <FieldDescription>{t('ui.org.contact.hint')}</FieldDescription>
      <ContactFields
        control={control}
        linkman={{ name: 'linkman' as Path<T>, id: `${idPrefix}-linkman`, label: t('ui.org.contact.linkman'), autoComplete: 'name' }}
        phone={{
          name: 'mobile' as Path<T>,
          id: `${idPrefix}-mobile`,
          label: t('ui.org.contact.mobile'),
          autoComplete: 'tel',
          maxLength: 11,
        }}
        email={{
          name: 'email' as Path<T>,
          id: `${idPrefix}-email`,
          label: t('ui.org.contact.email'),
          description: t(emailRequired ? 'ui.org.contact.emailRequired' : 'ui.org.contact.emailOptional'),
          autoComplete: 'email',
        }}
      />
    </FieldSet>
  );
}
