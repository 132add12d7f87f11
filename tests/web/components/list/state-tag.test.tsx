import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StateTag, type StateTone } from '@/components/list/state-tag';

describe('StateTag', () => {
  it.each<[StateTone, string]>([
    ['success', 'text-success'],
    ['muted', 'text-muted-foreground'],
    ['info', 'text-primary'],
    ['warning', 'text-warning'],
  ])('colours the %s tone with %s', (tone, colour) => {
    render(<StateTag tone={tone}>State</StateTag>);
    const tag = screen.getByText('State');
    expect(tag).toHaveAttribute('data-tone', tone);
    expect(tag).toHaveClass(colour);
  });
});
