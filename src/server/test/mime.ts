/** Just enough MIME for tests: the leaf parts of a raw message, bodies decoded. */
export interface MimePart {
  headers: string;
  contentType: string;
  filename: string | null;
  body: Buffer;
}

export function mimeParts(raw: string): MimePart[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]);
  let chunks = [raw];
  for (const b of boundaries) {
    chunks = chunks.flatMap((c) =>
      c.split(new RegExp(`\\r?\\n?--${b.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?\\r?\\n?`)),
    );
  }
  const parts: MimePart[] = [];
  for (const chunk of chunks) {
    const split = chunk.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = chunk.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
    const contentType = /content-type:\s*([^;\s]+)/i.exec(headers)?.[1]?.toLowerCase() ?? '';
    if (!contentType || contentType.startsWith('multipart/')) continue;
    const body = chunk.slice(split).replace(/^\r?\n\r?\n/, '');
    const cte = /content-transfer-encoding:\s*(\S+)/i.exec(headers)?.[1]?.toLowerCase();
    let decoded: Buffer;
    if (cte === 'base64') decoded = Buffer.from(body.replace(/\s+/g, ''), 'base64');
    else if (cte === 'quoted-printable') {
      const unfolded = body.replace(/=\r?\n/g, '');
      decoded = Buffer.from(
        unfolded.replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
        'latin1',
      );
    } else decoded = Buffer.from(body, 'utf8');
    const filename = /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1] ?? null;
    parts.push({ headers, contentType, filename, body: decoded });
  }
  return parts;
}
