import { useState } from 'react';
import type { LeaseDelivery } from '@netlease/shared/lease-delivery';
import { ORDER_MESSAGES, REFUNDABLE_STATUSES } from '@netlease/shared/orders-constants';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { toast } from '@/lib/toast';
import { useUpdateOrder } from '@/features/commerce/orders/api/update-order';

// The reason and claim forms load when one of them is first opened (docs/decisions/270).
const EndOrderDialog = lazyDialog(() =>
  import('@/features/commerce/orders/components/end-order-dialog').then((module) => module.EndOrderDialog),
);
const ClaimDialog = lazyDialog(() => import('./claim-dialog').then((module) => module.ClaimDialog));
const AnswerClaimDialog = lazyDialog(() =>
  import('./answer-claim-dialog').then((module) => module.AnswerClaimDialog),
);

type Open = 'activate' | 'cancel' | 'dispute' | 'claim' | 'answer' | null;

/**
 * What the viewer can do with the lease now, each irreversible step behind a dialog
 * (docs/PRODUCT.md "Delivering a lease"): the seller provisions and activates (offered only once
 * nothing is missing), either party cancels and the buyer disputes before activation, the buyer claims
 * in the week after it and the seller answers the claim once.
 */
export function LeaseActions({ lease }: { lease: LeaseDelivery }) {
  const update = useUpdateOrder();
  const [open, setOpen] = useState<Open>(null);
  const isSeller = lease.as === 'monetizer';
  const isBuyer = lease.as === 'leaser';
  const isRefundable = REFUNDABLE_STATUSES.includes(lease.status);
  const openClaim = lease.claims.find((claim) => claim.status === 'open');
  const hasOpenClaim = openClaim !== undefined;
  const canClaim = isBuyer && lease.claimWindow.isOpen && !hasOpenClaim;
  const canAnswer = isSeller && openClaim !== undefined && openClaim.sellerAnswer === null;
  const provision = () =>
    update.mutate(
      { kind: 'status', orderId: lease.orderId, status: 'provisioning' },
      {
        onSuccess: (reply) => toast.success(reply.title, reply.message),
        onError: (error) => toast.fromError(error, ORDER_MESSAGES.orderStatusNotAllowed.title),
      },
    );
  const actions = [
    isSeller && lease.status === 'payment_confirmed' && (
      <Button key="provision" size="sm" isLoading={update.isPending} onClick={provision}>
        Start Provisioning
      </Button>
    ),
    isSeller && lease.status === 'provisioning' && lease.activation.isAllowed && (
      <Button key="activate" size="sm" onClick={() => setOpen('activate')}>
        Mark Active
      </Button>
    ),
    canClaim && (
      <Button key="claim" size="sm" variant="secondary" onClick={() => setOpen('claim')}>
        Open a claim
      </Button>
    ),
    canAnswer && (
      <Button key="answer" size="sm" onClick={() => setOpen('answer')}>
        Answer the claim
      </Button>
    ),
    // Staff read the lease page; they act on it from the claims and abuse queues.
    (isBuyer || isSeller) && isRefundable && (
      <Button key="cancel" size="sm" variant="ghost" onClick={() => setOpen('cancel')}>
        Cancel order
      </Button>
    ),
    isBuyer && isRefundable && (
      <Button key="dispute" size="sm" variant="ghost" onClick={() => setOpen('dispute')}>
        Dispute
      </Button>
    ),
  ].filter(Boolean);
  const missing = isSeller ? lease.activation.missing : [];
  if (actions.length === 0 && missing.length === 0) return null;
  return (
    <SectionCard title="Actions" bodyClassName="space-y-3 text-sm">
      {actions.length > 0 && <div className="flex flex-wrap gap-2">{actions}</div>}
      {missing.length > 0 && (
        <div>
          <p className="font-medium text-slate-900">Mark Active becomes available once there is:</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
            {missing.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
      {hasOpenClaim && isBuyer && <p className="text-slate-700">Your claim is waiting for staff.</p>}
      {canAnswer && (
        <p className="text-slate-700">
          The buyer opened a claim: answer it before staff decide, with what you checked.
        </p>
      )}
      {open === 'activate' && (
        <ConfirmDialog
          title="Mark this lease active?"
          message={`The buyer is told ${lease.prefix ?? 'the range'} is ready to use, and a 7-day claim window opens.`}
          confirmLabel="Mark Active"
          isPending={update.isPending}
          onConfirm={() => update.mutateAsync({ kind: 'status', orderId: lease.orderId, status: 'active' })}
          failure={ORDER_MESSAGES.orderStatusNotAllowed}
          onClose={() => setOpen(null)}
        />
      )}
      {(open === 'cancel' || open === 'dispute') && (
        <EndOrderDialog
          order={{
            id: lease.orderId,
            title: lease.title,
            amount: lease.amount,
            fee: lease.fee,
            termTax: lease.termTax,
          }}
          kind={open}
          as={isBuyer ? 'leaser' : 'monetizer'}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'answer' && openClaim && (
        <AnswerClaimDialog orderId={lease.orderId} claim={openClaim} onClose={() => setOpen(null)} />
      )}
      {open === 'claim' && lease.claimWindow.until && (
        <ClaimDialog
          orderId={lease.orderId}
          claimUntil={lease.claimWindow.until}
          onClose={() => setOpen(null)}
        />
      )}
    </SectionCard>
  );
}
