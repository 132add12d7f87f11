import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from '@/components/ui/skeleton';

describe('Skeleton', () => {
  it('is a named status when labelled, since axe refuses a label on a bare div', () => {
    render(<Skeleton aria-label="加载中" />);
    expect(screen.getByRole('status', { name: '加载中' })).toHaveAttribute('data-slot', 'skeleton');
  });

  it('is plain decoration without a label', () => {
    const { container } = render(<Skeleton />);
    expect(container.querySelector('[data-slot="skeleton"]')).not.toHaveAttribute('role');
  });
});
