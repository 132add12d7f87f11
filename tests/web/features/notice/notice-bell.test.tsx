import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoticeBell } from '@/features/notice/inbox/notice-bell';
import { changeLanguage } from '@/i18n';
import { envelope, stubFetch } from '../../support/fake-fetch';
import { renderWithRouter } from '../../support/render-with-router';
import { useSignedInApi } from '../../support/signed-in-api';

useSignedInApi();

describe('NoticeBell', () => {
  it('shows the unread count and links to the inbox, named for screen readers', async () => {
    stubFetch({ 'GET /user-api/work/notice/unreadCount': () => envelope({ count: 3 }) });
    renderWithRouter(() => <NoticeBell />);
    const bell = await screen.findByRole('link', { name: '通知，3 条未读' });
    expect(bell).toHaveAttribute('href', '/notices');
    expect(screen.getByTestId('notice-unread')).toHaveTextContent('3');
  });

  it('shows no badge when everything is read, and speaks English', async () => {
    stubFetch({ 'GET /user-api/work/notice/unreadCount': () => envelope({ count: 0 }) });
    await changeLanguage('en');
    renderWithRouter(() => <NoticeBell />);
    expect(await screen.findByRole('link', { name: 'Notices' })).toBeInTheDocument();
    expect(screen.queryByTestId('notice-unread')).toBeNull();
  });
});
