import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from '@/features/layout/app-layout';
import { changeLanguage } from '@/i18n';
import { policyRoute, userInfoRoute } from '../../support/account';
import { stubFetch } from '../../support/fake-fetch';

function renderLayout() {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const root = createRootRoute({ component: AppLayout });
  const page = createRoute({ getParentRoute: () => root, path: '/', component: () => <button type="button">add organisation</button> });
  const router = createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  sessionStorage.clear();
  await changeLanguage('zh');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the skip link of the signed-in layout', () => {
  it('is the first Tab stop and moves focus past the menu, navbar and tabs to the screen', async () => {
    stubFetch({ ...policyRoute(), ...userInfoRoute() });
    renderLayout();
    await screen.findByRole('button', { name: /用户菜单$/ });
    const user = userEvent.setup();

    await user.tab();
    const skip = screen.getByRole('link', { name: '跳到主要内容' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'add organisation' })).toHaveFocus();
  });

  it('speaks the active language', async () => {
    stubFetch({ ...policyRoute(), ...userInfoRoute() });
    await changeLanguage('en');
    renderLayout();
    expect(await screen.findByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
  });
});
