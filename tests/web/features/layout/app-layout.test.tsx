import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from '@/features/layout/app-layout';
import { changeLanguage } from '@/i18n';
import { policyRoute, userInfoRoute } from '../../support/account';
import { stubFetch } from '../../support/fake-fetch';

/** The layout as the root, with an empty page under it and a next page that loads until `nextLoaded` settles. */
function renderLayout(nextLoaded: Promise<void> = Promise.resolve()) {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const root = createRootRoute({ component: AppLayout });
  const page = createRoute({ getParentRoute: () => root, path: '/', component: () => <button type="button">on the first screen</button> });
  const next = createRoute({ getParentRoute: () => root, path: '/next', loader: () => nextLoaded, component: () => <h1>next screen</h1> });
  const router = createRouter({ routeTree: root.addChildren([page, next]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(async () => {
  sessionStorage.clear();
  await changeLanguage('zh');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AppLayout', () => {
  it('warns above the pages when the password is about to expire', async () => {
    stubFetch({ ...policyRoute(), ...userInfoRoute({ pwdExpireTime: 4 }) });
    renderLayout();
    expect(await screen.findByText(/您的密码有效期还剩 4 天/)).toBeInTheDocument();
  });

  it('stays quiet while the password is far from expiry', async () => {
    stubFetch({ ...policyRoute(), ...userInfoRoute({ pwdExpireTime: 60 }) });
    renderLayout();
    expect(await screen.findByRole('button', { name: /用户菜单$/ })).toBeInTheDocument();
    expect(screen.queryByText(/密码有效期还剩/)).not.toBeInTheDocument();
  });

  it('shows the whole product title in the sidebar, wrapping it rather than cutting it, in Chinese and English', async () => {
    stubFetch({ ...policyRoute(), ...userInfoRoute() });
    renderLayout();
    const zhTitle = await screen.findByText('供应商数字化交付管理平台');
    await changeLanguage('en');
    const enTitle = await screen.findByText('Supplier Digital Delivery and Management Platform');
    for (const title of [zhTitle, enTitle]) {
      expect([...title.classList].some((name) => name.includes('line-clamp') || name === 'truncate')).toBe(false);
      expect(title).toHaveClass('break-words');
      expect(title.parentElement).toHaveClass('min-h-14');
      expect(title.parentElement).not.toHaveClass('h-14');
    }
  });

  it('announces the sidebar toggle as a dialog opener only where the sidebar is a drawer', async () => {
    stubFetch({ ...policyRoute(), ...userInfoRoute() });
    renderLayout();
    const desktopToggle = await screen.findByRole('button', { name: '展开/收起侧边栏' });
    expect(desktopToggle).not.toHaveAttribute('aria-haspopup');

    document.body.innerHTML = '';
    // Below the mobile breakpoint: every query matches (the layout asks only that one).
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
    );
    renderLayout();
    const mobileToggle = await screen.findByRole('button', { name: '展开/收起侧边栏' });
    expect(mobileToggle).toHaveAttribute('aria-haspopup', 'dialog');
    expect(mobileToggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes no clicks on the screen being left while the next one loads, and says it is busy', async () => {
    stubFetch({ ...policyRoute(), ...userInfoRoute() });
    let finishLoading = () => {};
    const router = renderLayout(new Promise<void>((resolve) => (finishLoading = resolve)));
    const leaving = await screen.findByRole('button', { name: 'on the first screen' });
    const main = leaving.closest('main')!;
    expect(main).not.toHaveAttribute('inert');

    void router.history.push('/next');
    await waitFor(() => expect(main).toHaveAttribute('inert'));
    expect(main).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'on the first screen' })).toBe(leaving);

    finishLoading();
    expect(await screen.findByRole('heading', { name: 'next screen' })).toBeInTheDocument();
    expect(main).not.toHaveAttribute('inert');
    expect(main).not.toHaveAttribute('aria-busy');
  });
});
