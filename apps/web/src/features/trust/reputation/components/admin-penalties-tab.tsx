import { formatCents } from '@netlease/shared/format';
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
import { Input, Select, Textarea } from '@/components/ui/field';
import { Form, FormField, useZodForm } from '@/components/ui/form';
import { type ResponsiveColumn } from '@/components/ui/responsive-table';
import { formatDateTime } from '@/lib/dates';
import { usePenalties, type PenaltyFilters } from '../api/get-penalties';
import { useApplyPenalty } from '../api/apply-penalty';
import { penaltyFormSchema } from './penalty-form-schema';

const EMPTY = { userEmail: '', type: '', amount: '', reason: '' };

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
  const form = useZodForm(penaltyFormSchema, { defaultValues: EMPTY });

  return (
    <div className="space-y-6">
      <Card>
        <CardBody>
          <Form
            form={form}
            send={apply.mutateAsync}
            onSent={() => form.reset(EMPTY)}
            failure={REPUTATION_MESSAGES.penaltyFailed}
            serverFields={{ amountCents: 'amount' }}
            className="grid gap-4 md:grid-cols-2"
          >
            <FormField name="userEmail" label="User email">
              {(control) => <Input {...control} type="email" />}
            </FormField>
            <FormField name="type" label="Penalty type">
              {(control) => (
                <Select {...control}>
                  <option value="">Select a type</option>
                  {PENALTY_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {PENALTY_TYPE_LABELS[type]}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField
              name="amount"
              label="Amount ($)"
              hint="Taken from the user's wallet. Leave empty for no money penalty."
            >
              {(control) => <Input {...control} inputMode="decimal" />}
            </FormField>
            <FormField name="reason" label="Reason">
              {(control) => <Textarea {...control} className="min-h-10" />}
            </FormField>
            <div className="md:col-span-2">
              <Button type="submit" variant="destructive" isLoading={apply.isPending}>
                Apply penalty
              </Button>
            </div>
          </Form>
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
