// test-isolation: what the first load of the i18n module fetches is the subject
import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, preloadLanguage } from '@/i18n';
import { loadMessages } from '@/i18n/load-messages';

function CloseLabel() {
  const { t } = useTranslation();
  return <p>{t('ui.common.close')}</p>;
}

describe('language loading', () => {
  afterAll(() => changeLanguage('zh'));

  it('starts with the active language only: the other one is fetched on a switch', async () => {
    expect(i18n.language).toBe('zh');
    expect(i18n.hasResourceBundle('zh', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);

    render(<CloseLabel />);
    expect(screen.getByText('关闭')).toBeInTheDocument();

    await changeLanguage('en');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    expect(await screen.findByText('Close')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('fetches a language once, however often it is preloaded or picked', async () => {
    preloadLanguage('en');
    const [first, second] = await Promise.all([loadMessages('en', 'public'), loadMessages('en', 'public')]);
    expect(first).toBe(second);
    expect(first).toMatchObject({ ui: { common: { close: 'Close' } } });
  });

  it('merges the tiers into one namespace: a group split between them keeps both halves', async () => {
    await changeLanguage('en');
    expect(i18n.t('ui.common.close')).toBe('Close');
    expect(i18n.t('ui.layout.logout')).toBe('Logout');
    expect(i18n.t('route.login')).toBe('Sign in');
  });
});
