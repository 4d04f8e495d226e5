import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";

/** Compressed once at build (vite.config.ts): brotli at its best setting, gzip as fallback. */
const encodings = [
  { name: "br", extension: ".br" },
  { name: "gzip", extension: ".gz" },
] as const;

const types: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
};

/**
 * Serves the fingerprinted bundles' precompressed copies to browsers that accept
 * them; anything else falls through to express.static (and on-the-fly compression).
 */
export function precompressedAssets(directory: string) {
  const available = new Set(existsSync(directory) ? readdirSync(directory) : []);
  return function servePrecompressed(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    const type = types[path.extname(name)];
    if (!type || name.includes("/") || !available.has(name)) return next();
    const accepted = req.headers["accept-encoding"] ?? "";
    const encoding = encodings.find(
      (candidate) =>
        available.has(name + candidate.extension) &&
        new RegExp(`(?:^|[\\s,])${candidate.name}(?:$|[\\s,;])`).test(accepted),
    );
    res.setHeader("Vary", "Accept-Encoding");
    if (!encoding) return next();
    res.setHeader("Content-Type", type);
    res.setHeader("Content-Encoding", encoding.name);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.sendFile(name + encoding.extension, { root: directory, dotfiles: "deny" }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}
