import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

describe('Select', () => {
  it('opens and reports the chosen value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Select onValueChange={onValueChange}>
        <SelectTrigger aria-label="status">
          <SelectValue placeholder="pick" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="enabled">enabled</SelectItem>
          <SelectItem value="disabled">disabled</SelectItem>
        </SelectContent>
      </Select>,
    );
    await user.click(screen.getByRole('combobox', { name: 'status' }));
    await user.click(await screen.findByRole('option', { name: 'disabled' }));
    expect(onValueChange).toHaveBeenCalledWith('disabled');
    expect(screen.getByRole('combobox')).toHaveTextContent('disabled');
  });
});

describe('Checkbox', () => {
  it('toggles its checked state', async () => {
    const user = userEvent.setup();
    render(<Checkbox aria-label="agree" />);
    const box = screen.getByRole('checkbox', { name: 'agree' });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
  });

  it('draws a mixed state as a dash, not the full tick', () => {
    render(<Checkbox aria-label="some" checked="indeterminate" />);
    const box = screen.getByRole('checkbox', { name: 'some' });
    expect(box).toHaveAttribute('aria-checked', 'mixed');
    expect(box.querySelector('[data-icon="mixed"]')).not.toBeNull();
    expect(box.querySelector('[data-icon="checked"]')).toBeNull();
  });
});

describe('Tabs', () => {
  it('shows the panel of the selected tab', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="a">
        <TabsList>
          <TabsTrigger value="a">first</TabsTrigger>
          <TabsTrigger value="b">second</TabsTrigger>
        </TabsList>
        <TabsContent value="a">panel a</TabsContent>
        <TabsContent value="b">panel b</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel a');
    await user.click(screen.getByRole('tab', { name: 'second' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel b');
  });
});

describe('Badge', () => {
  it.each([
    ['success', 'text-success'],
    ['warning', 'text-warning'],
    ['destructive', 'text-destructive'],
    ['secondary', 'text-muted-foreground'],
  ] as const)('renders the %s status variant', (variant, expected) => {
    render(<Badge variant={variant}>state</Badge>);
    expect(screen.getByText('state')).toHaveClass(expected);
  });
});
