/**
 * What the database layer reports to the server's log: a connection that dropped (the server
 * restarted, the network failed) and a listener that is back. Neither ends the process.
 */
export interface DatabaseEvents {
  connectionLost?: (error: unknown) => void;
  reconnected?: (channel: string) => void;
}
