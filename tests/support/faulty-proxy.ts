import net from "node:net";

/*
 * A TCP proxy in front of a real service (the test S3 server, say) that a test can make
 * misbehave: pass traffic through, refuse (reset every connection at once), or hang
 * (accept and never answer). Switching mode cuts the connections already open, as a
 * network fault would.
 */

export type ProxyMode = "pass" | "refuse" | "hang";

export type FaultyProxy = {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  setMode(mode: ProxyMode): void;
  close(): Promise<void>;
};

export async function startFaultyProxy(target: {
  host: string;
  port: number;
}): Promise<FaultyProxy> {
  let mode: ProxyMode = "pass";
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    open.add(client);
    client.on("close", () => open.delete(client));
    client.on("error", () => {});
    if (mode === "refuse") {
      client.resetAndDestroy();
      return;
    }
    if (mode === "hang") return; // read nothing, answer nothing
    const upstream = net.connect(target.port, target.host);
    open.add(upstream);
    upstream.on("close", () => open.delete(upstream));
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    setMode(next) {
      mode = next;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
