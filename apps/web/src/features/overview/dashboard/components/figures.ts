import type { LucideIcon } from 'lucide-react';

/** One card of the dashboard overview: where it leads, what it counts, and the figure itself. */
export interface Figure {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Undefined while the overview loads: the card keeps its size and shows a placeholder. */
  value?: string;
  detail?: string;
}

/** A card as the overview fills it from one group of figures (its value and detail). */
export interface FigureSpec<Group> extends Omit<Figure, 'value' | 'detail'> {
  value: (group: Group) => string;
  detail: (group: Group) => string;
}

/** The cards of one group: label, icon and link at once, value and detail once the group arrives. */
export function figuresOf<Group>(group: Group | undefined, specs: FigureSpec<Group>[]): Figure[] {
  return specs.map(({ value, detail, ...card }) => ({
    ...card,
    value: group && value(group),
    detail: group && detail(group),
  }));
}
