import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { ENCODINGS, preferredEncoding, type Encoding } from "./accept-encoding";

/** Compressed once at build (vite.config.ts): brotli at its best setting, gzip as fallback. */
const extensions: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

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
    const encoding = preferredEncoding(
      req.headers["accept-encoding"],
      ENCODINGS.filter((coding) => available.has(name + extensions[coding])),
    );
    res.setHeader("Vary", "Accept-Encoding");
    if (!encoding) return next();
    res.setHeader("Content-Type", type);
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.sendFile(name + extensions[encoding], { root: directory, dotfiles: "deny" }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}
