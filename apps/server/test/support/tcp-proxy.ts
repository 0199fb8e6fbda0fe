import net from 'node:net';

/**
 * A TCP relay in front of the database server, which a test can cut (every connection dropped,
 * new ones refused, as while PostgreSQL restarts) and restore on the same port. It can also refuse
 * only the new connections of one `application_name`, to keep one connection away while the others
 * work.
 */
export class TcpProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private refusedStartup: Buffer | null = null;

  private constructor(
    private readonly target: { host: string; port: number },
    public port: number,
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target, 0);
    await proxy.restore();
    return proxy;
  }

  /** Listens again (on the port it had), relaying each new connection to the target. */
  async restore(): Promise<void> {
    const server = net.createServer((client) => {
      this.track(client);
      // The client speaks first: its startup message names the connection's application_name.
      client.once('data', (startup: Buffer) => {
        if (this.refusedStartup && startup.includes(this.refusedStartup)) {
          client.destroy();
          return;
        }
        const upstream = this.track(net.connect(this.target.port, this.target.host));
        upstream.write(startup);
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  private track(socket: net.Socket): net.Socket {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    return socket;
  }

  /** Refuses new connections whose `application_name` is `name` (all are accepted again with null). */
  refuseApplication(name: string | null): void {
    this.refusedStartup = name === null ? null : Buffer.from(`application_name\u0000${name}\u0000`);
  }

  /** Drops every relayed connection and refuses new ones until `restore`. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  close(): Promise<void> {
    return this.cut();
  }
}
