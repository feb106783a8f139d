import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Static serving like a CDN: gzip when the client accepts it (compressed once, cached in memory
 * until the file's mtime or size changes), a content ETag with 304s, and Cache-Control that makes
 * hashed chunks immutable and everything else revalidate.
 */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;

interface CachedFile {
  mtimeMs: number;
  size: number;
  type: string;
  etag: string;
  raw: Buffer;
  gzip: Buffer | null;
}

/** One mount: URL prefix -> directory. */
export interface StaticMount {
  prefix: string;
  dir: string;
  /** Cache-Control for files under this mount; `immutable` applies to paths matching it. */
  immutable?: RegExp;
}

/** Serves files from mounts; `handle` returns false when no file matched (so the caller can 404). */
export class StaticFiles {
  private readonly cache = new Map<string, CachedFile>();

  constructor(private readonly mounts: StaticMount[]) {}

  /** Serves the request if a mounted file matches. */
  handle(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    for (const mount of this.mounts) {
      if (!pathname.startsWith(mount.prefix)) continue;
      let relative = pathname.slice(mount.prefix.length);
      if (relative === '' || relative.endsWith('/')) relative += 'index.html';
      const file = this.resolveInside(mount.dir, relative);
      if (!file) continue;
      const entry = this.load(file);
      if (!entry) continue;
      this.send(req, res, entry, mount.immutable?.test(pathname) ?? false);
      return true;
    }
    return false;
  }

  private resolveInside(dir: string, relative: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(relative);
    } catch {
      return null;
    }
    if (decoded.includes('\0')) return null;
    const root = resolve(dir);
    const full = resolve(root, normalize(decoded).replace(/^([/\\])+/, ''));
    if (full !== root && !full.startsWith(root + sep)) return null;
    return full;
  }

  private load(file: string): CachedFile | null {
    if (!existsSync(file)) return null;
    const stat = statSync(file);
    if (!stat.isFile()) return null;
    const cached = this.cache.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached;
    const raw = readFileSync(file);
    const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    const entry: CachedFile = {
      mtimeMs: stat.mtimeMs,
      size: stat.size,
      type,
      etag: `"${createHash('sha1').update(raw).digest('base64url').slice(0, 27)}"`,
      raw,
      gzip: COMPRESSIBLE.test(type) && raw.length > 256 ? gzipSync(raw, { level: 9 }) : null,
    };
    this.cache.set(file, entry);
    return entry;
  }

  private send(req: IncomingMessage, res: ServerResponse, entry: CachedFile, immutable: boolean): void {
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = acceptsGzip && entry.gzip ? entry.gzip : entry.raw;
    // The ETag names the representation: gzip and identity bytes differ.
    const etag = body === entry.gzip ? entry.etag.replace(/"$/, '-gz"') : entry.etag;
    res.setHeader('Content-Type', entry.type);
    res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
    res.setHeader('ETag', etag);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (body === entry.gzip) res.setHeader('Content-Encoding', 'gzip');
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader('Content-Length', String(body.length));
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : body);
  }
}

/** Whether a built widget exists in `distDir`. */
export function isWidgetBuilt(distDir: string): boolean {
  return existsSync(join(distDir, 'guest-ordering.js'));
}
