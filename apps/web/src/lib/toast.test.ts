import { beforeEach, describe, expect, it, vi } from 'vitest';

interface Shown {
  kind: string;
  title: string;
  options: { id: string; onAutoClose: () => void; onDismiss: () => void };
}
const shown: Shown[] = [];
const dismissed: string[] = [];
const record = (kind: string) => (title: string, options: Shown['options']) =>
  shown.push({ kind, title, options });
vi.mock('sonner', () => ({
  toast: {
    success: record('success'),
    error: record('error'),
    info: record('info'),
    // As sonner does: the dismissed toast hears onDismiss.
    dismiss: (id: string) => {
      dismissed.push(id);
      shown.find((entry) => entry.options.id === id)?.options.onDismiss();
    },
  },
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
    dismissed.length = 0;
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

describe('toast ids', () => {
  it('gives each toast an id of its own and closes the one on screen for the next', async () => {
    await settle();
    const before = shown.length;
    toast.error('Invalid CIDR');
    toast.success('Saved');
    await settle();
    const [refused, saved] = shown.slice(before);
    expect(refused!.options.id).not.toBe(saved!.options.id);
    expect(dismissed).toContain(refused!.options.id);
    // The toast that closed as the next one came gives its id to nothing: the next has a new one.
    await close('Saved');
    toast.error('Invalid CIDR');
    await settle();
    const again = shown.at(-1)!;
    expect(again.title).toBe('Invalid CIDR');
    expect([refused!.options.id, saved!.options.id]).not.toContain(again.options.id);
    expect(dismissed).not.toContain(saved!.options.id);
  });
});
