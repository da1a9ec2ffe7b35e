/** The Trading screen's choice: subscriptions to sell and subscriptions pledged as backing. */
export interface Selection {
  sold: readonly string[];
  pledged: readonly string[];
}

export type SelectionRole = 'sold' | 'pledged';

export const EMPTY_SELECTION: Selection = { sold: [], pledged: [] };

/**
 * Adds the subscription in a role, or takes it out when it already has that role; one
 * subscription is never sold and pledged at once (choosing the other role moves it).
 */
export function toggle(selection: Selection, id: string, role: SelectionRole): Selection {
  const other: SelectionRole = role === 'sold' ? 'pledged' : 'sold';
  const has = selection[role].includes(id);
  return {
    [role]: has ? selection[role].filter((x) => x !== id) : [...selection[role], id],
    [other]: selection[other].filter((x) => x !== id),
  } as unknown as Selection;
}

/** Every id of a page in the role (those in the other role move), or none of them if all were. */
export function togglePage(selection: Selection, ids: readonly string[], role: SelectionRole): Selection {
  const all = ids.length > 0 && ids.every((id) => selection[role].includes(id));
  if (all) return { ...selection, [role]: selection[role].filter((id) => !ids.includes(id)) };
  const other: SelectionRole = role === 'sold' ? 'pledged' : 'sold';
  return {
    [role]: [...selection[role], ...ids.filter((id) => !selection[role].includes(id))],
    [other]: selection[other].filter((id) => !ids.includes(id)),
  } as unknown as Selection;
}

/** The role of a subscription in the selection, if it has one. */
export const roleOf = (selection: Selection, id: string): SelectionRole | null =>
  selection.sold.includes(id) ? 'sold' : selection.pledged.includes(id) ? 'pledged' : null;
