import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { API_TOKEN_MESSAGES, API_TOKEN_SCOPE_LABELS, type ApiToken } from '@netlease/shared/api-tokens';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/ui/responsive-table';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatDateTime } from '@/lib/dates';
import { useApiTokens } from '../api/get-api-tokens';

// The create and revoke forms load when first opened (docs/decisions/270).
const CreateApiTokenDialog = lazyDialog(() =>
  import('./create-api-token-dialog').then((module) => module.CreateApiTokenDialog),
);
const RevokeApiTokenDialog = lazyDialog(() =>
  import('./revoke-api-token-dialog').then((module) => module.RevokeApiTokenDialog),
);

/** The "API tokens" section of /security (docs/PRODUCT.md "Programmatic access"). */
export function ApiTokensSection() {
  const tokens = useApiTokens();
  const [isCreating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  const columns: ResponsiveColumn<ApiToken>[] = [
    { header: 'Name', isCardTitle: true, cell: (token) => <span className="font-medium">{token.name}</span> },
    {
      header: 'Scope',
      cell: (token) => (
        <Badge tone={token.scope === 'trade' ? 'purple' : 'blue'}>
          {API_TOKEN_SCOPE_LABELS[token.scope]}
        </Badge>
      ),
    },
    {
      header: 'Token',
      cell: (token) => <code className="font-mono text-xs text-slate-700">{token.prefix}…</code>,
    },
    { header: 'Created', cell: (token) => formatDate(token.createdAt) },
    {
      header: 'Last used',
      cell: (token) => (token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'Never'),
    },
    {
      header: 'Expires',
      cell: (token) =>
        token.isExpired ? (
          <Badge tone="red">Expired</Badge>
        ) : token.expiresAt ? (
          formatDate(token.expiresAt)
        ) : (
          'Never'
        ),
    },
    {
      header: 'Actions',
      isAction: true,
      cell: (token) => (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setRevoking(token)}
          aria-label={`Revoke ${token.name}`}
        >
          Revoke
        </Button>
      ),
    },
  ];

  return (
    <Card className="mt-6 max-w-4xl">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-slate-900">API tokens</h2>
          <p className="mt-1 text-sm text-slate-500">
            Let your own programs list the catalogue, lease and read orders. Account security stays on this
            site.
          </p>
        </div>
        <Button className="shrink-0 self-start sm:self-auto" onClick={() => setCreating(true)}>
          <KeyRound className="size-4" /> Create token
        </Button>
      </CardHeader>
      <CardBody>
        <QueryState
          query={tokens}
          failure={API_TOKEN_MESSAGES.fetchFailed}
          loading={<Spinner label="Loading API tokens" />}
        >
          {(list) => (
            <ResponsiveTable
              rows={list.tokens}
              columns={columns}
              rowKey={(token) => token.id}
              label="API tokens"
              emptyText="No API tokens yet."
            />
          )}
        </QueryState>
      </CardBody>
      <CreateApiTokenDialog open={isCreating} onOpenChange={setCreating} />
      {revoking && <RevokeApiTokenDialog token={revoking} onClose={() => setRevoking(null)} />}
    </Card>
  );
}
