// test-isolation: the toaster mounts on first use; a fresh module graph is a page nobody has touched
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { toast as raise } from '@/components/ui/toast';
import { ToasterHost } from '@/components/ui/toaster-host';

// The host's "mounted yet?" state is the page's: this file walks one page through it in order.
describe('ToasterHost', () => {
  it('mounts no toaster on a page nobody has touched, then shows the toasts raised before the first press', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">somewhere</button>
        <ToasterHost />
      </>,
    );
    toast.success('saved before the toaster came');
    expect(screen.queryByRole('region', { name: /通知/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'somewhere' }));
    expect(await screen.findByRole('region', { name: /通知/ })).toBeInTheDocument();
    expect(await screen.findByText('saved before the toaster came')).toBeInTheDocument();
  });

  it('shows an error toast asked for in code', async () => {
    render(<ToasterHost />);
    raise.error('the server is busy');
    expect(await screen.findByText('the server is busy')).toBeInTheDocument();
  });
});
