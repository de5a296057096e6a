import { createContext, useContext, type ComponentType } from 'react';

/**
 * Facts about an IP range that a higher domain adds to a lower one's pages (docs/ARCHITECTURE.md
 * "Import direction"): the catalog shows a listing's range and knows nothing of trust, so the app
 * shell fills this list (the range's abuse history, docs/PRODUCT.md "Abuse") and the listing shows
 * each entry as one more fact. `Value` renders the fact's value for the range; load it lazily.
 */
export interface RangeFact {
  label: string;
  Value: ComponentType<{ prefix: string }>;
}

const RangeFactsContext = createContext<readonly RangeFact[]>([]);

export const RangeFactsProvider = RangeFactsContext.Provider;
export const useRangeFacts = () => useContext(RangeFactsContext);
