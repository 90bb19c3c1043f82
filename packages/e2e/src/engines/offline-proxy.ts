// A switch for WebKit's network: WebKitWebDriver has no offline mode, so each WebKit session
// reaches the mock through this HTTP proxy (the session's proxy capability), which can drop
// every connection and refuse new ones, as a lost connection does.
import { once } from 'node:events';
import { createServer, request, type Server } from 'node:http';
import type { Socket } from 'node:net';

export type OfflineProxy = {
  /** host:port, for the session's proxy capability. */
  address: string;
  setOffline: (offline: boolean) => void;
  close: () => Promise<void>;
};

export async function startOfflineProxy(): Promise<OfflineProxy> {
  let offline = false;
  const sockets = new Set<Socket>();
  const server: Server = createServer((incoming, answer) => {
    if (offline) {
      incoming.socket.destroy();
      return;
    }
    // A proxy's request names the whole URL.
    const url = new URL(incoming.url ?? '');
    const upstream = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: incoming.method,
        headers: incoming.headers,
      },
      (response) => {
        answer.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(answer);
      },
    );
    upstream.on('error', () => answer.destroy());
    incoming.pipe(upstream);
  });
  server.on('connection', (socket) => {
    if (offline) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    address: `127.0.0.1:${port}`,
    setOffline: (value) => {
      offline = value;
      if (value) for (const socket of sockets) socket.destroy();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
