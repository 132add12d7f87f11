import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProfileForm } from '@/features/profile/profile-form';
import { changeLanguage } from '@/i18n';
import { sessionUser } from '../../support/fixtures';

const wrap = (node: React.ReactNode, client: QueryClient) => <QueryClientProvider client={client}>{node}</QueryClientProvider>;

beforeEach(async () => {
  await changeLanguage('zh');
});

describe('ProfileForm', () => {
  it('keeps what is being typed when the user info reloads with the same values (a re-signed licence URL)', async () => {
    const client = new QueryClient();
    const user = { ...sessionUser, linkman: '旧名字', businessLicence: 'https://bucket/obj.png?sig=1' };
    const view = render(wrap(<ProfileForm user={user} />, client));
    const linkman = screen.getByLabelText('联系人');
    await userEvent.setup().clear(linkman);
    await userEvent.setup().type(linkman, '新名字');
    view.rerender(wrap(<ProfileForm user={{ ...user, businessLicence: 'https://bucket/obj.png?sig=2' }} />, client));
    expect(screen.getByLabelText('联系人')).toHaveValue('新名字');
  });

  it('starts again from the record when the saved values change', async () => {
    const client = new QueryClient();
    const user = { ...sessionUser, linkman: '旧名字' };
    const view = render(wrap(<ProfileForm user={user} />, client));
    await userEvent.setup().type(screen.getByLabelText('联系人'), 'x');
    view.rerender(wrap(<ProfileForm user={{ ...user, linkman: '已保存' }} />, client));
    expect(screen.getByLabelText('联系人')).toHaveValue('已保存');
  });
});
