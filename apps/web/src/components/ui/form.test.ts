import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageFromIssue } from '@netlease/shared/message-catalog';
import { markPayoutPaidInputSchema, rejectPayoutInputSchema } from '@netlease/shared/money';
import { toast } from '@/lib/toast';
import { messageOfError, toSubmitHandler } from './form';

describe('toSubmitHandler', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('runs onSubmit with the values and shows no toast of its own', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const onSubmit = vi.fn();
    await toSubmitHandler({ onSubmit })({ name: 'Lease robot' });
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Lease robot' });
    expect(success).not.toHaveBeenCalled();
  });

  it("sends the values, shows the reply's message, then hands the reply to onSent", async () => {
    const calls: string[] = [];
    vi.spyOn(toast, 'success').mockImplementation((title, description) => {
      calls.push(`toast ${title} / ${description}`);
    });
    const reply = { title: 'Token created', message: 'Copy it now.', token: 'nl_1' };
    const send = vi.fn(async () => reply);
    const onSent = vi.fn(() => calls.push('onSent'));
    await toSubmitHandler({ send, onSent })({ name: 'Lease robot' });
    expect(send).toHaveBeenCalledWith({ name: 'Lease robot' });
    expect(onSent).toHaveBeenCalledWith(reply);
    expect(calls).toEqual(['toast Token created / Copy it now.', 'onSent']);
  });

  it('lets a refusal of send through to the form, with no success toast and no onSent', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const refusal = new Error('refused');
    const onSent = vi.fn();
    const submit = toSubmitHandler({ send: () => Promise.reject(refusal), onSent });
    await expect(submit({})).rejects.toBe(refusal);
    expect(success).not.toHaveBeenCalled();
    expect(onSent).not.toHaveBeenCalled();
  });
});

describe('messageOfError', () => {
  it("reads a shared schema's issue text as its product message", () => {
    const text = markPayoutPaidInputSchema.safeParse({ reference: '' }).error?.issues[0]?.message;
    expect(messageOfError(text)).toEqual(messageFromIssue(text ?? ''));
  });

  it('reads a title alone as the server does', () => {
    const text = rejectPayoutInputSchema.safeParse({ reason: ' ' }).error?.issues[0]?.message;
    expect(text).toBe('Reason required');
    expect(messageOfError(text)).toEqual(messageFromIssue('Reason required'));
    expect(messageOfError(text).description).toBe('Please provide a reason for rejection.');
  });

  it('shows any other text as the description under the fallback title', () => {
    expect(messageOfError('Too big', 'Payout not saved')).toEqual({
      title: 'Payout not saved',
      description: 'Too big',
    });
  });
});
