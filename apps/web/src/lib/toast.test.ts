import { beforeEach, describe, expect, it, vi } from 'vitest';

interface Shown {
  kind: string;
  title: string;
  options: { onAutoClose: () => void; onDismiss: () => void };
}
const shown: Shown[] = [];
const record = (kind: string) => (title: string, options: Shown['options']) =>
  shown.push({ kind, title, options });
vi.mock('sonner', () => ({
  toast: { success: record('success'), error: record('error'), info: record('info') },
}));

const { toast, markToasterMounted } = await import('./toast');
markToasterMounted();
/** Lets the toast module's wait for the toast library run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Closes a toast as sonner does and lets it leave the screen (the next notice waits for that). */
const close = async (title: string, how: 'onAutoClose' | 'onDismiss' = 'onAutoClose') => {
  vi.useFakeTimers();
  shown.find((entry) => entry.title === title)!.options[how]();
  await vi.advanceTimersByTimeAsync(300);
  vi.useRealTimers();
  await settle();
};
const titles = () => shown.map((entry) => entry.title);

describe('toast.notify', () => {
  beforeEach(async () => {
    // Close whatever the previous test left on screen.
    await settle();
    const last = shown.at(-1);
    if (last) await close(last.title);
    shown.length = 0;
  });

  it('waits for the answer to an action to close, however long it stays', async () => {
    vi.useFakeTimers();
    toast.success('Payment successful', 'Your order for X has been confirmed.');
    toast.notify('Order confirmed', 'Your order is paid.');
    await vi.advanceTimersByTimeAsync(4_900);
    expect(titles()).toEqual(['Payment successful']);
    vi.useRealTimers();

    await close('Payment successful');
    expect(titles()).toEqual(['Payment successful', 'Order confirmed']);
  });

  it('shows at once when no toast is on screen', async () => {
    toast.notify('Outbid', 'Someone bid more.');
    await settle();
    expect(titles()).toEqual(['Outbid']);
  });

  it('waits for a newer action toast that replaced the first', async () => {
    toast.success('Saved');
    toast.notify('New message');
    toast.error('Refused');
    await settle();
    await close('Saved');
    expect(titles()).toEqual(['Saved', 'Refused']);
    await close('Refused', 'onDismiss');
    expect(titles()).toEqual(['Saved', 'Refused', 'New message']);
  });
});
