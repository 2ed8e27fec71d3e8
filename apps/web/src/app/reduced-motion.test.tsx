import { MantineProvider, Transition } from '@mantine/core';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchMediaWhere } from '../test/media-queries';
import { theme } from './theme';

const REDUCE = '(prefers-reduced-motion: reduce)';
const defaultMatchMedia = window.matchMedia;

/** The system's motion setting as the browser reports it to `matchMedia`. */
function systemMotion(reduce: boolean) {
  window.matchMedia = matchMediaWhere((query) => reduce && query === REDUCE);
}

/** Opens a transition as a menu or dialog does; answers whether it had fully entered before a frame was drawn. */
function enteredAtOnce(): boolean {
  const onEntered = vi.fn();
  const view = (mounted: boolean) => (
    <MantineProvider theme={theme}>
      <Transition mounted={mounted} transition="fade" duration={300} onEntered={onEntered}>
        {(styles) => <div style={styles}>menu</div>}
      </Transition>
    </MantineProvider>
  );
  const { rerender, unmount } = render(view(false));
  rerender(view(true));
  const atOnce = onEntered.mock.calls.length > 0;
  unmount();
  return atOnce;
}

describe('motion', () => {
  afterEach(() => {
    window.matchMedia = defaultMatchMedia;
  });

  it('opens menus and dialogs without their transition for a person who asks the system for less motion', () => {
    systemMotion(true);
    expect(enteredAtOnce()).toBe(true);
  });

  it('keeps the transitions otherwise', () => {
    systemMotion(false);
    expect(enteredAtOnce()).toBe(false);
  });
});
