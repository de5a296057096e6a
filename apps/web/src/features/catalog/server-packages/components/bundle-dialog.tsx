import { useEffect, useMemo, useState } from 'react';
import { BUNDLE_MAX_SUBNETS, BUNDLE_MESSAGES, type BundleSubnet } from '@netlease/shared/bundles';
import type { ServerPackage } from '@netlease/shared/catalog';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast, useErrorToast } from '@/lib/toast';
import { useAvailableSubnets } from '../api/get-available-subnets';
import { useOwnBundle } from '../api/get-own-bundle';
import { useSaveBundle } from '../api/save-bundle';
import { subnetScoreText } from './bundle-contents';

/**
 * /my-server-packages: choose the subnets a bundle includes, from the ones it has now plus my free
 * subnets of approved blocks (get_user_available_subnets). The server checks every choice again.
 */
export function BundleDialog({ item, onClose }: { item: ServerPackage; onClose: () => void }) {
  const bundle = useOwnBundle(item.id);
  const available = useAvailableSubnets();
  const save = useSaveBundle();
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const error = bundle.error ?? available.error;

  useErrorToast(
    error,
    BUNDLE_MESSAGES.subnetsFetchFailed.title,
    BUNDLE_MESSAGES.subnetsFetchFailed.description,
  );
  useEffect(() => {
    if (bundle.data && chosen === null) setChosen(new Set(bundle.data.subnets.map((subnet) => subnet.id)));
  }, [bundle.data, chosen]);

  const options = useMemo<BundleSubnet[]>(() => {
    const included = bundle.data?.subnets ?? [];
    const free = (available.data ?? []).filter((subnet) => !included.some((own) => own.id === subnet.id));
    return [...included, ...free];
  }, [bundle.data, available.data]);

  const toggle = (id: string, isChecked: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (isChecked) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = async () => {
    if (!chosen) return;
    try {
      const result = await save.mutateAsync({ id: item.id, input: { subnetIds: [...chosen] } });
      toast.success(result.title, result.message);
      onClose();
    } catch (failure) {
      toast.fromError(failure, BUNDLE_MESSAGES.subnetUnavailable.title);
    }
  };

  const isLoading = bundle.isPending || available.isPending || chosen === null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Bundle subnets: ${item.name}`}
      description="Leasers get the server together with these subnets, in one order."
    >
      {isLoading ? (
        <Spinner label="Loading subnets" />
      ) : options.length === 0 ? (
        <p className="text-sm text-slate-600">
          No free subnets. Subnets of your approved IP blocks that are not leased, auctioned or in another
          bundle appear here.
        </p>
      ) : (
        <fieldset>
          <legend className="text-sm font-medium text-slate-900">
            Included subnets ({chosen.size} of at most {BUNDLE_MAX_SUBNETS})
          </legend>
          <ul className="mt-2 max-h-72 space-y-1 overflow-y-auto" aria-label="Subnets">
            {options.map((subnet) => (
              <li key={subnet.id}>
                <label className="flex items-center gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-slate-50">
                  <input
                    type="checkbox"
                    className="size-4 rounded border-slate-300"
                    checked={chosen.has(subnet.id)}
                    onChange={(event) => toggle(subnet.id, event.target.checked)}
                  />
                  <span className="font-mono text-slate-900">{subnet.subnet}</span>
                  <span className="text-xs text-slate-500">
                    {subnet.rir.toUpperCase()}
                    {subnet.countryCode ? ` · ${subnet.countryCode}` : ''} · {subnetScoreText(subnet)}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button
          isLoading={save.isPending}
          disabled={isLoading || (chosen?.size ?? 0) > BUNDLE_MAX_SUBNETS}
          onClick={() => void submit()}
        >
          Save Bundle
        </Button>
      </div>
    </Dialog>
  );
}
