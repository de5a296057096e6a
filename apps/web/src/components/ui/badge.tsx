import type { ReactNode } from 'react';
import { cn } from './cn';

const TONES = {
  grey: 'bg-slate-100 text-slate-700 ring-slate-200',
  blue: 'bg-blue-50 text-blue-700 ring-blue-200',
  green: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  yellow: 'bg-amber-50 text-amber-800 ring-amber-200',
  red: 'bg-red-50 text-red-700 ring-red-200',
  purple: 'bg-violet-50 text-violet-700 ring-violet-200',
} as const;
export type BadgeTone = keyof typeof TONES;

export function Badge({
  tone = 'grey',
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** Status words used across the app, coloured consistently; an unknown status shows grey. */
const STATUS_TONES: Record<string, BadgeTone> = {
  approved: 'green',
  active: 'green',
  available: 'green',
  completed: 'green',
  paid: 'green',
  success: 'green',
  live: 'green',
  resolved: 'green',
  pending: 'yellow',
  pending_approval: 'yellow',
  requested: 'yellow',
  review: 'yellow',
  in_progress: 'blue',
  open: 'blue',
  provisioning: 'blue',
  payment_confirmed: 'blue',
  leased: 'purple',
  on_hold: 'yellow',
  rejected: 'red',
  failed: 'red',
  cancelled: 'red',
  suspended: 'red',
  overdue: 'red',
  dispute: 'red',
  flagged: 'red',
  closed: 'grey',
  ended: 'grey',
};

export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={STATUS_TONES[status] ?? 'grey'}>{status.replaceAll('_', ' ')}</Badge>;
}

/** Role badges: admin red, staff yellow, others blue (docs/PRODUCT.md "Profile"). */
export function RoleBadge({ role }: { role: string }) {
  const tone: BadgeTone = role === 'admin' ? 'red' : role === 'staff' ? 'yellow' : 'blue';
  return <Badge tone={tone}>{role}</Badge>;
}
