import type { TrackedEvent } from '@tranche/contracts';
import type { Container } from '../../container';
import { countEventsByName, insertEvents } from './telemetry.repo';

/** Stores reported events so the operator can count them, and counts them in the metrics too. */
export async function recordEvents(
  container: Container,
  events: TrackedEvent[],
  userSub: string | null,
): Promise<void> {
  await insertEvents(container.database.db, events, userSub);
  for (const event of events) container.metrics.appEvents.inc({ name: event.name });
}

export function eventCounts(container: Container, since: Date) {
  return countEventsByName(container.database.db, since);
}
