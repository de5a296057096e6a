import { AUDIT_MONEY_KEYS, auditAreaLabel, type AuditEntry } from '@netlease/shared/audit';
import { formatCents } from '@netlease/shared/format';

/*
 * How the audit ledger writes what it shows (docs/PRODUCT.md "Audit log"): people and objects by
 * name, amounts in dollars, ids only where nothing names them (their first 8 characters, the whole id
 * on hover). The CSV export keeps the raw values.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who did it: their name, else their email; 'System' for a job. */
export function actorText(entry: Pick<AuditEntry, 'actorId' | 'actorName' | 'actorEmail'>): string {
  if (!entry.actorId) return 'System';
  return entry.actorName?.trim() || entry.actorEmail || 'A deleted user';
}

/** What it was done to: its name, else what kind of thing it was and its short id. */
export function targetText(entry: Pick<AuditEntry, 'targetType' | 'targetId' | 'targetName'>): string {
  if (entry.targetName) return entry.targetName;
  const kind = auditAreaLabel(entry.targetType);
  return UUID.test(entry.targetId) ? `${kind} ${entry.targetId.slice(0, 8)}` : `${kind} ${entry.targetId}`;
}

/** A snapshot's key in words: 'currentBid' → 'Current bid', 'assignedTo' → 'Assigned to', 'userId' → 'User'. */
export function changeKeyText(key: string): string {
  const words = key
    .replace(/(Id|Ids|Cents)$/, (suffix) => (suffix === 'Ids' ? 's' : ''))
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A snapshot's value in words: dollars for money, names for the ids the page names, short ids otherwise. */
export function changeValueText(key: string, value: unknown, names: Record<string, string>): string {
  if (value === undefined || value === null || value === '') return '—';
  // Other numbers are counts, AS numbers and ports: written as they are (AS64500, not 64,500).
  if (typeof value === 'number') return AUDIT_MONEY_KEYS.has(key) ? formatCents(value) : String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') {
    if (UUID.test(value)) return names[value.toLowerCase()] ?? value.slice(0, 8);
    // A moment is shown as a date and time, not as its ISO text.
    if (/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(value)) {
      return new Date(value).toLocaleString('en-US', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      });
    }
    // A status or kind ('payment_confirmed') in words; a reference ('sbx_ch_264b…') stays as it is.
    return /^[a-z]+(_[a-z]+)+$/.test(value) ? value.replace(/_/g, ' ') : value;
  }
  if (Array.isArray(value)) {
    return value.length === 0 ? '—' : value.map((item) => changeValueText(key, item, names)).join(', ');
  }
  return Object.entries(value as Record<string, unknown>)
    .map(([inner, item]) => `${changeKeyText(inner)}: ${changeValueText(inner, item, names)}`)
    .join('; ');
}
