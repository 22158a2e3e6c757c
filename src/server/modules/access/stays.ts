/**
 * How plate reads become parking stays (ADR 018): a pure fold over a plate's reads
 * sorted by their OWN times, so the result depends only on the set of reads received, never on
 * the order in which they arrived (cameras buffer while offline and send late).
 */

/**
 * A read of the same plate and direction within this many ms of the previous one is the same
 * passage: cameras fire several times while a car waits at the barrier, and two cameras may
 * watch one lane. The window chains (a car standing 3 minutes at the entry, read every 30 s, is
 * one entry), which is what "the same car still in front of the camera" means.
 */
export const SAME_READ_WINDOW_MS = 60_000;

export interface Read {
  /** access_events.id: identifies the read in the result. */
  id: number;
  occurredAt: Date;
  direction: 'entry' | 'exit';
  plate: string;
  /** Tie-breakers for reads at the same instant: deterministic, independent of arrival. */
  deviceId: string;
  eventId: string;
  /** The site of the device that read it (null: a device no longer known). */
  siteId?: string | null;
}

export interface ComputedStay {
  entryAt: Date;
  exitAt: Date | null;
  status: 'open' | 'closed' | 'exit-missed';
  /** The plate as the first entry read spelt it. */
  plate: string;
  /**
   * The car park of its entry read's device (ADR 060). The fold itself ignores sites: a plate is
   * one car, in one place. Seen entering B while "inside" A, it must have left A unseen, so A's
   * stay ends exit-missed exactly as for a second entry at A; an exit read anywhere closes the
   * open stay (the car is gone, whichever camera saw it leave).
   */
  siteId?: string | null;
  /** Ids of the reads that belong to this stay. */
  readIds: number[];
}

/** Arrival-independent order: time, then entries before exits at the same instant, then ids. */
export function compareReads(a: Read, b: Read): number {
  return (
    a.occurredAt.getTime() - b.occurredAt.getTime() ||
    (a.direction === b.direction ? 0 : a.direction === 'entry' ? -1 : 1) ||
    cmp(a.deviceId, b.deviceId) ||
    cmp(a.eventId, b.eventId)
  );
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The stays of one plate from its reads (any order). Entry: opens a stay, unless it repeats the
 * open stay's last entry read within the window; while a stay is open, a later entry closes it
 * as exit-missed (the car must have left unseen). Exit: closes the open stay at its time; an
 * exit repeating the last stay's exit within the window belongs to that stay; any other exit
 * (no stay known) is kept in access_events but makes no stay.
 */
export function foldReads(reads: readonly Read[]): ComputedStay[] {
  const sorted = [...reads].sort(compareReads);
  const stays: ComputedStay[] = [];
  let open: ComputedStay | null = null;
  let lastEntryMs = 0;
  let lastExit: { stay: ComputedStay; ms: number } | null = null;
  for (const r of sorted) {
    const t = r.occurredAt.getTime();
    if (r.direction === 'entry') {
      if (open && t - lastEntryMs <= SAME_READ_WINDOW_MS) {
        open.readIds.push(r.id);
        lastEntryMs = t;
        continue;
      }
      if (open) open.status = 'exit-missed';
      open = {
        entryAt: r.occurredAt,
        exitAt: null,
        status: 'open',
        plate: r.plate,
        siteId: r.siteId ?? null,
        readIds: [r.id],
      };
      stays.push(open);
      lastEntryMs = t;
      lastExit = null;
    } else if (open) {
      open.exitAt = r.occurredAt;
      open.status = 'closed';
      open.readIds.push(r.id);
      lastExit = { stay: open, ms: t };
      open = null;
    } else if (lastExit && t - lastExit.ms <= SAME_READ_WINDOW_MS) {
      lastExit.stay.readIds.push(r.id);
      lastExit.ms = t;
    }
  }
  return stays;
}

export interface ExistingStay {
  id: string;
  entryAt: Date;
  exitAt: Date | null;
  /** Carries money (paid_until, paid_cents or a booking with stay_id): its id must survive. */
  paid: boolean;
}

export interface StayPlan {
  /** computed[i] is stored under ids[i] (an existing id, or null: insert a new stay). */
  ids: Array<string | null>;
  /** Existing unpaid stays no computed stay took: delete them. */
  remove: string[];
}

/**
 * Which existing stay row each computed stay updates, so a later read that rearranges things
 * keeps ids stable: paid stays first (their payments must stay attached), each to the computed
 * stay containing its entry; then the others by equal entry time, then by containment. A paid
 * stay that finds no computed stay of its own (two paid stays merged by a late read) is left
 * untouched rather than losing its money; that needs an operator (ADR 018).
 */
export function planStays(computed: readonly ComputedStay[], existing: readonly ExistingStay[]): StayPlan {
  const ids: Array<string | null> = computed.map(() => null);
  const contains = (c: ComputedStay, at: Date) =>
    c.entryAt.getTime() <= at.getTime() && (c.exitAt === null || at.getTime() <= c.exitAt.getTime());
  const taken = new Set<string>();
  const take = (e: ExistingStay, pick: (c: ComputedStay) => boolean) => {
    const i = computed.findIndex((c, j) => ids[j] === null && pick(c));
    if (i < 0) return false;
    ids[i] = e.id;
    taken.add(e.id);
    return true;
  };
  const byEntry = [...existing].sort((a, b) => a.entryAt.getTime() - b.entryAt.getTime());
  for (const e of byEntry.filter((x) => x.paid)) {
    if (!take(e, (c) => c.entryAt.getTime() === e.entryAt.getTime())) take(e, (c) => contains(c, e.entryAt));
  }
  const rest = byEntry.filter((x) => !x.paid);
  for (const e of rest) take(e, (c) => c.entryAt.getTime() === e.entryAt.getTime());
  for (const e of rest) if (!taken.has(e.id)) take(e, (c) => contains(c, e.entryAt));
  return { ids, remove: rest.filter((e) => !taken.has(e.id)).map((e) => e.id) };
}
