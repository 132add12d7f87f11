import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InventoryButton } from '@/features/dashboard/inventory-button';
import { envelope, stubFetch, type FakeReply } from '../../support/fake-fetch';
import { renderWithRouter } from '../../support/render-with-router';
import { useSignedInApi } from '../../support/signed-in-api';

useSignedInApi();

function fakeTab() {
  const tab = { opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return tab;
}

describe("'go to inventory system' (spec §2.10, §4)", () => {
  it("opens a tab on the click, says 'Redirecting...' and sends the tab to the server's URL", async () => {
    let answer: (value: FakeReply) => void = () => undefined;
    stubFetch({
      'POST /user-api/user/inventory/sso': () =>
        new Promise<FakeReply>((resolve) => {
          answer = resolve;
        }),
    });
    const tab = fakeTab();
    renderWithRouter(() => <InventoryButton />);
    await userEvent.setup().click(await screen.findByRole('button', { name: '进入库存系统' }));
    expect(window.open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    expect(await screen.findByRole('button', { name: 'Redirecting...' })).toBeDisabled();
    answer(envelope({ url: 'http://inventory.test/thirdparty/inventory?access_token=t1' }));
    await waitFor(() => expect(tab.location.href).toBe('http://inventory.test/thirdparty/inventory?access_token=t1'));
    expect(await screen.findByRole('button', { name: '进入库存系统' })).toBeEnabled();
  });

  it('closes the tab when the server refuses', async () => {
    stubFetch({ 'POST /user-api/user/inventory/sso': () => envelope(null, 400, '库存系统：quota exceeded') });
    const tab = fakeTab();
    renderWithRouter(() => <InventoryButton />);
    await userEvent.setup().click(await screen.findByRole('button', { name: '进入库存系统' }));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
  });
});
