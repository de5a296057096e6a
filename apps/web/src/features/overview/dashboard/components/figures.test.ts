import { describe, expect, it } from 'vitest';
import { Wallet } from 'lucide-react';
import { figuresOf, type FigureSpec } from './figures';

const SPECS: FigureSpec<{ cents: number }>[] = [
  {
    to: '/wallet',
    label: 'Available balance',
    icon: Wallet,
    value: (group) => `${group.cents / 100} $`,
    detail: () => 'Ready to spend',
  },
];

describe('figuresOf', () => {
  it('lays out the cards without figures while the group loads', () => {
    expect(figuresOf(undefined, SPECS)).toEqual([
      { to: '/wallet', label: 'Available balance', icon: Wallet, value: undefined, detail: undefined },
    ]);
  });

  it('fills value and detail from the group once it has arrived', () => {
    expect(figuresOf({ cents: 1250 }, SPECS)).toEqual([
      { to: '/wallet', label: 'Available balance', icon: Wallet, value: '12.5 $', detail: 'Ready to spend' },
    ]);
  });
});
