import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useKeyboardScrollable } from '@/lib/focus/use-keyboard-scrollable';

/** jsdom lays nothing out: the region's content "overflows" when it holds more than one paragraph. */
function overflowWhenLong(element: HTMLElement | null) {
  if (!element) return;
  Object.defineProperty(element, 'clientHeight', { configurable: true, get: () => 100 });
  Object.defineProperty(element, 'scrollHeight', { configurable: true, get: () => (element.querySelectorAll('p').length > 1 ? 400 : 100) });
}

function Region() {
  const ref = useKeyboardScrollable();
  const [paragraphs, setParagraphs] = useState(1);
  const [withLink, setWithLink] = useState(false);
  return (
    <>
      <button onClick={() => setParagraphs(5)}>long</button>
      <button onClick={() => setWithLink(true)}>link</button>
      <main
        tabIndex={-1}
        ref={(element) => {
          overflowWhenLong(element);
          return ref(element);
        }}
      >
        {Array.from({ length: paragraphs }, (_, index) => (
          <p key={index}>text {index}</p>
        ))}
        {withLink ? <a href="/x">a link</a> : null}
      </main>
    </>
  );
}

describe('useKeyboardScrollable', () => {
  it('puts a region in the tab order while its content overflows with nothing to Tab to, and out again once it has a control', async () => {
    render(<Region />);
    const main = screen.getByRole('main');
    expect(main.tabIndex).toBe(-1);
    act(() => screen.getByRole('button', { name: 'long' }).click());
    await waitFor(() => expect(main.tabIndex).toBe(0));
    act(() => screen.getByRole('button', { name: 'link' }).click());
    await waitFor(() => expect(main.tabIndex).toBe(-1));
  });
});
