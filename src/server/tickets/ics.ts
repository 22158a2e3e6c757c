/**
 * A ticket as an iCalendar event (RFC 5545) for "add to calendar" on the result page. Times are
 * written in UTC (`…Z`): every calendar shows them in its own zone, so a booking in the shop's
 * zone appears at the right local time wherever it is opened, across DST, without a VTIMEZONE.
 */
export interface TicketEvent {
  permissionId: string;
  /** Host part of the UID (stable per shop). */
  uidDomain: string;
  shopName: string;
  /** The car park's entrance (ADR 054). */
  location?: string;
  /** Its coordinates (RFC 5545 §3.8.1.6 GEO): a calendar's map pin. */
  geo?: { latitude: number; longitude: number };
  summary: string;
  start: Date;
  /** Exclusive end (the booking's end, not the displayed last second). */
  end: Date;
  stamp: Date;
  descriptionLines: string[];
  cancelled?: boolean;
}

function utc(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT value escaping of RFC 5545 §3.3.11. */
export function escapeIcsText(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded (RFC 5545 §3.1), never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, 'utf8');
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + n > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += n;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function ticketIcs(e: TicketEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(e.shopName)}//Parking ticket//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${e.permissionId}@${e.uidDomain}`,
    `DTSTAMP:${utc(e.stamp)}`,
    `DTSTART:${utc(e.start)}`,
    `DTEND:${utc(e.end)}`,
    `SUMMARY:${escapeIcsText(e.summary)}`,
    ...(e.location ? [`LOCATION:${escapeIcsText(e.location)}`] : []),
    ...(e.geo ? [`GEO:${e.geo.latitude};${e.geo.longitude}`] : []),
    `DESCRIPTION:${escapeIcsText(e.descriptionLines.join('\n'))}`,
    `STATUS:${e.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}
