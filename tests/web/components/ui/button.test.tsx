import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '@/components/ui/button';

describe('Button', () => {
  it('renders a non-submitting button with the default variant', () => {
    render(<Button>save</Button>);
    const button = screen.getByRole('button', { name: 'save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'default');
    expect(button).toHaveClass('bg-primary');
  });

  it.each([
    ['destructive', 'bg-destructive'],
    ['outline', 'border'],
    ['secondary', 'bg-secondary'],
    ['ghost', 'hover:bg-accent'],
    ['link', 'underline-offset-4'],
  ] as const)('applies the %s variant', (variant, expected) => {
    render(<Button variant={variant}>go</Button>);
    const button = screen.getByRole('button');
    expect(button).toHaveAttribute('data-variant', variant);
    expect(button).toHaveClass(expected);
    expect(button).not.toHaveClass('bg-primary');
  });

  it('applies sizes and lets className win over variant classes', () => {
    render(
      <Button size="icon" className="size-12">
        x
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveAttribute('data-size', 'icon');
    expect(button).toHaveClass('size-12');
    expect(button).not.toHaveClass('size-9');
  });

  it('renders its child element instead of a button with asChild', () => {
    render(
      <Button asChild variant="outline">
        <a href="/users">users</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'users' });
    expect(link).toHaveAttribute('href', '/users');
    expect(link).toHaveAttribute('data-slot', 'button');
    expect(link).not.toHaveAttribute('type');
    expect(link).toHaveClass('border');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
