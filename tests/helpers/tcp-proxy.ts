import net from "node:net";

export type FaultyLink = {
  /** The port the app connects to instead of the database's. */
  port: number;
  /** Forwards connections (the database is up). */
  up(): Promise<void>;
  /** Refuses new connections and cuts every open one (the database stopped, or restarting). */
  down(): Promise<void>;
  /** Accepts connections and never answers (a database host that has gone silent). */
  silent(): Promise<void>;
  /** Cuts every open connection but keeps accepting new ones (the server closed idle connections). */
  cutOpenConnections(): void;
  close(): Promise<void>;
};

/**
 * A TCP link between the app and its PostgreSQL whose faults the test chooses: the database going
 * down, coming back, going silent, or dropping every pooled connection. The real server stays up for
 * everyone else.
 */
export async function startFaultyLink(target: { host: string; port: number }): Promise<FaultyLink> {
  let mode: "up" | "silent" = "up";
  const open = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.on("close", () => open.delete(socket));
    socket.on("error", () => socket.destroy());
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        track(client);
        if (mode === "silent") return;
        const upstream = net.connect(target.port, target.host);
        track(upstream);
        client.pipe(upstream).pipe(client);
        client.on("close", () => upstream.destroy());
        upstream.on("close", () => client.destroy());
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });

  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });

  const cutOpenConnections = () => {
    for (const socket of open) socket.destroy();
  };

  await listen();
  return {
    get port() {
      return port;
    },
    async up() {
      mode = "up";
      if (!server) await listen();
    },
    async down() {
      const stopped = stopListening();
      cutOpenConnections();
      await stopped;
    },
    async silent() {
      mode = "silent";
      cutOpenConnections();
      if (!server) await listen();
    },
    cutOpenConnections,
    async close() {
      const stopped = stopListening();
      cutOpenConnections();
      await stopped;
    },
  };
}
