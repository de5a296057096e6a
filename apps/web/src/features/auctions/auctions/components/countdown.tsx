import { splitRemaining } from '@netlease/shared/auctions-constants';

/** The /auction/{id} countdown, ticking every second (the caller re-renders it). */
export function Countdown({ remainingMs }: { remainingMs: number }) {
  const { days, hours, minutes, seconds } = splitRemaining(remainingMs);
  const units = [
    { label: 'Days', value: days },
    { label: 'Hours', value: hours },
    { label: 'Minutes', value: minutes },
    { label: 'Seconds', value: seconds },
  ];
  return (
    <div className="grid grid-cols-4 gap-2" role="timer" aria-label="Time left" data-testid="countdown">
      {units.map((unit) => (
        <div key={unit.label} className="rounded-lg bg-slate-900 px-2 py-3 text-center text-white">
          <div className="text-2xl font-bold tabular-nums">{String(unit.value).padStart(2, '0')}</div>
          <div className="text-xs uppercase tracking-wide text-slate-300">{unit.label}</div>
        </div>
      ))}
    </div>
  );
}

/** The /auctions list shows remaining days, hours and minutes (docs/PRODUCT.md "Bidding"). */
export function remainingLabel(remainingMs: number) {
  if (remainingMs <= 0) return 'Ended';
  const { days, hours, minutes } = splitRemaining(remainingMs);
  return `${days}d ${hours}h ${minutes}m`;
}
