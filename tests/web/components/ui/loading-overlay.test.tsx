import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingOverlay } from '@/components/ui/loading-overlay';

describe('LoadingOverlay', () => {
  it('announces its message politely as a status', () => {
    render(<LoadingOverlay message="loading users" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('loading users');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveAttribute('aria-busy', 'true');
  });

  it('covers the screen or its container', () => {
    const { rerender } = render(<LoadingOverlay message="m" />);
    expect(screen.getByRole('status')).toHaveClass('absolute');
    rerender(<LoadingOverlay message="m" variant="screen" />);
    expect(screen.getByRole('status')).toHaveClass('fixed');
  });
});
