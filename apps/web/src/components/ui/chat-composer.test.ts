import type { SetStateAction } from 'react';
import { describe, expect, it } from 'vitest';
import { restoreUnsent } from './chat-composer';

/** A state setter over a plain variable, as React's useState gives one. */
function stateOf(initial: string) {
  const state = { text: initial };
  const setText = (next: SetStateAction<string>) => {
    state.text = typeof next === 'function' ? next(state.text) : next;
  };
  return { state, setText };
}

describe('restoreUnsent', () => {
  it('puts a message that failed back in the emptied box', () => {
    const { state, setText } = stateOf('');
    restoreUnsent(setText, 'Here is the invoice.');
    expect(state.text).toBe('Here is the invoice.');
  });

  it('keeps what was typed while the message was on its way', () => {
    const { state, setText } = stateOf('A new question');
    restoreUnsent(setText, 'Here is the invoice.');
    expect(state.text).toBe('A new question');
  });
});
