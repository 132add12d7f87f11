// test-isolation: the toaster mounts on first use; a fresh module graph is a page nobody has touched
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '@/components/ui/toast';
import { ToasterHost } from '@/components/ui/toaster-host';

describe('ToasterHost on an untouched page', () => {
  it('mounts the toaster for an error toast (a failed first request), without any user input', async () => {
    render(<ToasterHost />);
    expect(screen.queryByRole('region', { name: /通知/ })).not.toBeInTheDocument();
    toast.error('network error');
    expect(await screen.findByRole('region', { name: /通知/ })).toBeInTheDocument();
    expect(await screen.findByText('network error')).toBeInTheDocument();
  });
});
