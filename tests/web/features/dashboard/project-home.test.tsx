import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProjectSummary } from '@sddp/shared';
import { ProjectHome } from '@/features/dashboard/project-home';
import { stripQueryAndReload } from '@/features/dashboard/strip-query';
import { changeLanguage } from '@/i18n';
import { userInfoRoute } from '../../support/account';
import { envelope, stubFetch } from '../../support/fake-fetch';
import { renderWithRouter } from '../../support/render-with-router';
import { useSignedInApi } from '../../support/signed-in-api';

useSignedInApi();

const project = (id: number, state: ProjectSummary['state']): ProjectSummary => ({
  id,
  projectId: id,
  state,
  projectName: `项目${id}`,
  projectNameEn: `Project ${id}`,
  indexUrl: `https://p${id}.example.com/`,
  indexUrlEn: `https://p${id}.example.com/en/`,
});

function showHome(projects: ProjectSummary[]) {
  stubFetch({
    ...userInfoRoute(),
    'GET /user-api/project/user_project_list': () => envelope(projects),
    'GET /user-api/dashboard/delivery': () => envelope({ scope: 'supplier', rows: [] }),
  });
  return renderWithRouter(() => <ProjectHome />);
}

const group = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('the project home (spec §2.10)', () => {
  it("says 'No project information' in each empty group, in both languages", async () => {
    showHome([project(1, '20')]);
    await screen.findByRole('link', { name: /项目1/ });
    expect(within(group('未开始')).getByText('暂无项目信息')).toBeInTheDocument();
    expect(within(group('已完成')).getByText('暂无项目信息')).toBeInTheDocument();
    expect(within(group('进行中')).queryByText('暂无项目信息')).not.toBeInTheDocument();
    await changeLanguage('en');
    await waitFor(() => expect(within(group('Finished')).getByText('No project information')).toBeInTheDocument());
  });

  it('opens a project in a new window: indexUrl, or indexUrlEn in English while in progress', async () => {
    showHome([project(1, '20'), project(2, '10')]);
    const delivering = await screen.findByRole('link', { name: /项目1/ });
    expect(delivering).toHaveAttribute('href', 'https://p1.example.com/');
    expect(delivering).toHaveAttribute('target', '_blank');
    expect(delivering.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: /项目2/ })).toHaveAttribute('href', 'https://p2.example.com/');
    await changeLanguage('en');
    expect(await screen.findByRole('link', { name: /Project 1/ })).toHaveAttribute('href', 'https://p1.example.com/en/');
    expect(screen.getByRole('link', { name: /Project 2/ })).toHaveAttribute('href', 'https://p2.example.com/');
  });

  it('shows a completed project as a card that does not open, and says why', async () => {
    showHome([project(3, '50')]);
    const card = await screen.findByRole('group', { name: '项目3' });
    expect(card).toHaveAttribute('aria-disabled', 'true');
    expect(within(card).getByText('已完成，不可进入')).toBeVisible();
    expect(screen.queryByRole('link', { name: /项目3/ })).not.toBeInTheDocument();
    expect(card.closest('a')).toBeNull();
  });

  it('reloads without the query string when the page is opened with one', async () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/dashboard', search: '?token=x&lang=en', hash: '', replace });
    showHome([]);
    await screen.findAllByText('暂无项目信息');
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith('/dashboard');
  });
});

describe('stripQueryAndReload', () => {
  it('keeps the path and the hash, and does nothing without a query', () => {
    const replace = vi.fn();
    expect(stripQueryAndReload({ pathname: '/projectHome', search: '?a=1', hash: '#top', replace })).toBe(true);
    expect(replace).toHaveBeenCalledWith('/projectHome#top');
    replace.mockClear();
    expect(stripQueryAndReload({ pathname: '/projectHome', search: '', hash: '', replace })).toBe(false);
    expect(replace).not.toHaveBeenCalled();
  });
});
