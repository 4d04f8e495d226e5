import { createServer, type AddressInfo, type Socket } from "node:net";
import { SMTPServer } from "smtp-server";

/* A real SMTP server for integration tests, on a free local port. */

export type ReceivedEmail = { from: string; to: string[]; headers: string; text: string };

/**
 * A real SMTP server on a free local port (or the one given) that keeps every message
 * it accepts.
 */
export async function startSmtpServer({ port: wanted = 0 }: { port?: number } = {}) {
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Its built-in certificate is self-signed, and the client would refuse it.
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const [headers = "", body = ""] = raw.split(/\r\n\r\n(.*)/s);
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          headers,
          text: decodeBody(headers, body),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(wanted, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Enough MIME for a single-part text message: quoted-printable, base64 or plain. */
function decodeBody(headers: string, body: string): string {
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body, "base64").toString("utf8");
  if (encoding !== "quoted-printable") return body;
  const bytes = body
    .replace(/=\r?\n/g, "")
    .split(/(=[0-9A-F]{2})/)
    .map((part) =>
      /^=[0-9A-F]{2}$/.test(part) ? Buffer.from([parseInt(part.slice(1), 16)]) : Buffer.from(part),
    );
  return Buffer.concat(bytes).toString("utf8");
}

/**
 * A mail server that hangs: it takes the connection and never says a word, as one
 * that is overloaded or half-dead does. Every socket is held open until close.
 */
export async function startHangingServer({ port: wanted = 0 }: { port?: number } = {}) {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(wanted, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    connections: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
