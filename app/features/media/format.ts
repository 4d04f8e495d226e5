const units = ["Bytes", "KB", "MB", "GB"] as const;

/**
 * A file size for people: Bytes, KB, MB or GB (powers of 1024), rounded to at
 * most 2 decimals, e.g. "0 Bytes", "1.5 KB", "10 MB".
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 Bytes";
  const exponent = Math.min(
    Math.max(Math.floor(Math.log(bytes) / Math.log(1024)), 0),
    units.length - 1,
  );
  const value = Math.round((bytes / 1024 ** exponent) * 100) / 100;
  return `${value} ${units[exponent]}`;
}

/** An upload limit in megabytes for messages: "10 MB", "0.5 MB", "2.25 MB". */
export function formatLimitMb(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 100) / 100} MB`;
}
