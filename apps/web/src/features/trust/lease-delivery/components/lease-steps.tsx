import { CheckCircle2, Circle, CircleDot, MinusCircle } from 'lucide-react';
import type { LeaseStep, LeaseStepState } from '@netlease/shared/lease-delivery';
import { cn } from '@/components/ui/cn';

const ACTOR_LABEL: Record<LeaseStep['actor'], string> = {
  buyer: 'Buyer',
  seller: 'Seller',
  staff: 'Staff',
  platform: 'Netlease',
};

const STATE_LABEL: Record<LeaseStepState, string> = {
  done: 'Done',
  current: 'Now',
  waiting: 'Later',
  stopped: 'Not reached',
};

function StepIcon({ state }: { state: LeaseStepState }) {
  const className = 'mt-0.5 size-5 shrink-0';
  if (state === 'done') return <CheckCircle2 className={cn(className, 'text-emerald-600')} aria-hidden />;
  if (state === 'current') return <CircleDot className={cn(className, 'text-brand-600')} aria-hidden />;
  if (state === 'stopped') return <MinusCircle className={cn(className, 'text-slate-400')} aria-hidden />;
  return <Circle className={cn(className, 'text-slate-300')} aria-hidden />;
}

/** Who reads the lease page: one of its two parties, or staff, whose turn it never is. */
export type LeaseViewer = 'buyer' | 'seller' | 'staff';

/**
 * The steps of a lease in order, each with who acts, its state and what it needs or what happened
 * (docs/PRODUCT.md "Delivering a lease"); the step someone must act on now stands out.
 */
export function LeaseSteps({ steps, viewer }: { steps: LeaseStep[]; viewer: LeaseViewer }) {
  return (
    <ol aria-label="Lease steps" className="space-y-4">
      {steps.map((step) => {
        const isYours = step.state === 'current' && step.actor === viewer;
        return (
          <li
            key={step.key}
            className={cn(
              'flex gap-3 rounded-lg p-3',
              step.state === 'current' ? 'bg-brand-50 ring-1 ring-brand-200' : '',
            )}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <StepIcon state={step.state} />
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                <span>{step.title}</span>{' '}
                <span className="text-xs font-normal text-slate-600">
                  · {STATE_LABEL[step.state]} · {isYours ? 'your turn' : ACTOR_LABEL[step.actor]}
                </span>
              </p>
              <p className="mt-0.5 break-words text-sm text-slate-700">{step.detail}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
