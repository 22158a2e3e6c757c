import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** As the compression plugin (plugins.ts): smaller answers are not worth the CPU. */
const COMPRESS_FROM_BYTES = 1024;
const BROTLI_QUALITY = 4;

type Encoding = 'br' | 'gzip';

/** A short, stable name of a text's content: the ETags and cache keys of kept answers. */
export function contentHash(text: string): string {
  return createHash('sha1').update(text).digest('base64url');
}

/**
 * A serialized answer kept while what it was made from holds (the caller decides how long):
 * its weak ETag (a hash of the body, so an unchanged answer made again keeps it), and its br and
 * gzip forms, each compressed once on first use instead of once per request. A request whose
 * If-None-Match names the ETag is answered 304 without a body.
 */
export class CachedAnswer {
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(
    readonly body: string,
    readonly contentType = 'application/json; charset=utf-8',
  ) {
    this.etag = `W/"${contentHash(body)}"`;
  }

  send(req: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.header('etag', this.etag);
    if (namesEtag(req.headers['if-none-match'], this.etag)) return reply.code(304).send();
    reply.type(this.contentType);
    const encoding =
      Buffer.byteLength(this.body) >= COMPRESS_FROM_BYTES && req.headers['x-no-compression'] === undefined
        ? preferredEncoding(req.headers['accept-encoding'])
        : null;
    if (encoding === null) return reply.send(this.body);
    addVary(reply, 'accept-encoding');
    // With Content-Encoding set the compression plugin leaves the body as it is.
    reply.header('content-encoding', encoding);
    return reply.send(this.compressed(encoding));
  }

  private compressed(encoding: Encoding): Buffer {
    let out = this.encoded.get(encoding);
    if (!out) {
      out =
        encoding === 'br'
          ? brotliCompressSync(this.body, {
              params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
            })
          : gzipSync(this.body);
      this.encoded.set(encoding, out);
    }
    return out;
  }
}

/** Whether an If-None-Match header names `etag` (weak comparison, as for GET). */
export function namesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const bare = etag.replace(/^W\//, '');
  return String(header)
    .split(',')
    .some((tag) => {
      const t = tag.trim();
      return t === '*' || t.replace(/^W\//, '') === bare;
    });
}

/**
 * br before gzip when the client takes both, neither when it refuses them (q=0) or names
 * neither; `*` takes br. A q that is no number counts as 1.
 */
export function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  if (header === undefined) return null;
  const q = new Map<string, number>();
  for (const part of String(header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam === undefined ? 1 : Number(qParam.slice(2));
    q.set(name, Number.isNaN(value) ? 1 : value);
  }
  const takes = (name: Encoding) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : null;
}

function addVary(reply: FastifyReply, name: string): void {
  const was = reply.getHeader('vary');
  const list =
    was === undefined
      ? []
      : String(was)
          .split(',')
          .map((v) => v.trim());
  if (!list.some((v) => v.toLowerCase() === name || v === '*'))
    reply.header('vary', [...list, name].join(', '));
}
