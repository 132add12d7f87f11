import { createMemoryHistory, createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFocusHeadingOnNavigation } from '@/lib/focus/focus-heading-on-navigation';

/** Link props for this test's own routes, which the app's registered route types do not know. */
const to = (path: string, search?: Record<string, unknown>) => ({ to: path, search }) as unknown as { to: '/dashboard' };

/** A shell with a menu and screens with headings, one of which shows its heading only after loading. */
function renderShell(initial = '/orgs') {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  function Shell() {
    useFocusHeadingOnNavigation();
    return (
      <>
        <nav>
          <Link {...to('/orgs')}>organisations menu</Link>
          <Link {...to('/projects')}>projects menu</Link>
          <Link {...to('/slow')}>slow menu</Link>
          <Link {...to('/orgs', { page: 2 })}>next page</Link>
        </nav>
        <main>
          <Outlet />
        </main>
      </>
    );
  }
  function Slow() {
    const [ready, setReady] = useState(false);
    return ready ? (
      <h1>slow screen</h1>
    ) : (
      <button type="button" onClick={() => setReady(true)}>
        finish loading
      </button>
    );
  }
  const root = createRootRoute({ component: Shell });
  const routes = [
    createRoute({ getParentRoute: () => root, path: '/orgs', component: () => <h1>organisations</h1> }),
    createRoute({ getParentRoute: () => root, path: '/projects', component: () => <h1>projects</h1> }),
    createRoute({ getParentRoute: () => root, path: '/slow', component: Slow }),
  ];
  const router = createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: [initial] }) });
  render(<RouterProvider router={router as never} />);
  return router;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useFocusHeadingOnNavigation', () => {
  it('moves focus from the menu to the new screen’s heading, not on the first load nor for a query change', async () => {
    const user = userEvent.setup();
    renderShell();
    const first = await screen.findByRole('heading', { name: 'organisations' });
    expect(first).not.toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'projects menu' }));
    const projects = await screen.findByRole('heading', { name: 'projects' });
    await waitFor(() => expect(projects).toHaveFocus());
    expect(projects).toHaveAttribute('tabindex', '-1');

    await user.click(screen.getByRole('link', { name: 'organisations menu' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'organisations' })).toHaveFocus());

    const nextPage = screen.getByRole('link', { name: 'next page' });
    await user.click(nextPage);
    await waitFor(() => expect(nextPage).toHaveFocus());
  });

  it('waits for a heading the screen shows later', async () => {
    const user = userEvent.setup();
    renderShell();
    await screen.findByRole('heading', { name: 'organisations' });
    await user.click(screen.getByRole('link', { name: 'slow menu' }));
    const finish = await screen.findByRole('button', { name: 'finish loading' });
    act(() => finish.click());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'slow screen' })).toHaveFocus());
  });
});
