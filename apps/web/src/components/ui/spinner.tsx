export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex justify-center py-16" role="status" aria-live="polite">
      <span
        className="size-8 animate-spin rounded-full border-4 border-brand-600 border-t-transparent"
        aria-hidden
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
