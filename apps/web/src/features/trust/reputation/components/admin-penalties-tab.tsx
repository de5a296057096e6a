import { useState, type FormEvent } from 'react';
import { formatCents, parseDollarsToCents } from '@netlease/shared/format';
import {
  PENALTY_TYPES,
  PENALTY_TYPE_LABELS,
  REPUTATION_MESSAGES,
  type AdminPenalty,
  type PenaltyType,
} from '@netlease/shared/reputation';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { FilteredPagedTable } from '@/components/ui/paged-table';
import { useAdminList } from '@/components/ui/use-server-filters';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import { type ResponsiveColumn } from '@/components/ui/responsive-table';
import { formatDateTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { usePenalties, type PenaltyFilters } from '../api/get-penalties';
import { useApplyPenalty } from '../api/apply-penalty';

const EMPTY = { userEmail: '', type: '' as PenaltyType | '', amount: '', reason: '' };
const START: PenaltyFilters = { email: '', type: '', page: 1 };
const TYPE_FILTER_OPTIONS: Array<{ value: PenaltyType | ''; label: string }> = [
  { value: '', label: 'All types' },
  ...PENALTY_TYPES.map((type) => ({ value: type, label: PENALTY_TYPE_LABELS[type] })),
];

const COLUMNS: ResponsiveColumn<AdminPenalty>[] = [
  { header: 'Applied', cell: (row) => formatDateTime(row.appliedAt) },
  { header: 'User', cell: (row) => row.userEmail },
  { header: 'Type', cell: (row) => PENALTY_TYPE_LABELS[row.type] },
  { header: 'Amount', cell: (row) => (row.amount > 0 ? formatCents(row.amount) : '—') },
  { header: 'Reason', cell: (row) => row.reason },
  { header: 'By', cell: (row) => row.appliedByEmail ?? '—' },
];

/**
 * The admin penalties tab (docs/PRODUCT.md "User reputation"): apply a penalty (type, amount, reason) and see
 * the history, filtered (user email, type) and paged by the server; a phone shows cards.
 */
export default function AdminPenaltiesTab() {
  const list = useAdminList(START, 'email', usePenalties);
  const apply = useApplyPenalty();
  const [form, setForm] = useState(EMPTY);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.userEmail.trim() || !form.type || !form.reason.trim()) {
      toast.error(
        REPUTATION_MESSAGES.missingPenaltyFields.title,
        REPUTATION_MESSAGES.missingPenaltyFields.description,
      );
      return;
    }
    const amountCents = form.amount.trim() ? parseDollarsToCents(form.amount) : 0;
    if (amountCents === null || (form.type === 'fine' && amountCents <= 0)) {
      toast.error(
        REPUTATION_MESSAGES.invalidPenaltyAmount.title,
        REPUTATION_MESSAGES.invalidPenaltyAmount.description,
      );
      return;
    }
    try {
      const result = await apply.mutateAsync({
        userEmail: form.userEmail,
        type: form.type,
        amountCents,
        reason: form.reason,
      });
      toast.success(result.title, result.message);
      setForm(EMPTY);
    } catch (failure) {
      toast.fromError(
        failure,
        REPUTATION_MESSAGES.penaltyFailed.title,
        REPUTATION_MESSAGES.penaltyFailed.description,
      );
    }
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardBody>
          <form onSubmit={(event) => void onSubmit(event)} className="grid gap-4 md:grid-cols-2" noValidate>
            <Field label="User email">
              {(id) => (
                <Input
                  id={id}
                  type="email"
                  value={form.userEmail}
                  onChange={(event) => setForm({ ...form, userEmail: event.target.value })}
                />
              )}
            </Field>
            <Field label="Penalty type">
              {(id) => (
                <Select
                  id={id}
                  value={form.type}
                  onChange={(event) => setForm({ ...form, type: event.target.value as PenaltyType | '' })}
                >
                  <option value="">Select a type</option>
                  {PENALTY_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {PENALTY_TYPE_LABELS[type]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Amount ($)" hint="Taken from the user's wallet. Leave empty for no money penalty.">
              {(id) => (
                <Input
                  id={id}
                  inputMode="decimal"
                  value={form.amount}
                  onChange={(event) => setForm({ ...form, amount: event.target.value })}
                />
              )}
            </Field>
            <Field label="Reason">
              {(id) => (
                <Textarea
                  id={id}
                  className="min-h-10"
                  value={form.reason}
                  onChange={(event) => setForm({ ...form, reason: event.target.value })}
                />
              )}
            </Field>
            <div className="md:col-span-2">
              <Button type="submit" variant="destructive" isLoading={apply.isPending}>
                Apply penalty
              </Button>
            </div>
          </form>
        </CardBody>
      </Card>
      <section aria-labelledby="penalty-history-heading" className="space-y-4">
        <h2 id="penalty-history-heading" className="text-lg font-semibold text-slate-900">
          Penalty history
        </h2>
        <FilteredPagedTable
          list={list}
          search={{ label: 'Filter by user email' }}
          choice={{ key: 'type', label: 'Filter by type', options: TYPE_FILTER_OPTIONS }}
          noun={['penalty', 'penalties']}
          label="Penalties"
          columns={COLUMNS}
          rowKey={(row) => row.id}
        />
      </section>
    </div>
  );
}
