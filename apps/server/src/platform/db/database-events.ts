/**
 * What the database layer reports to the server's log: a connection that dropped (the server
 * restarted, the network failed) and a listener that is back. Neither ends the process.
 */
export interface DatabaseEvents {
  connectionLost?: (error: unknown) => void;
  reconnected?: (channel: string) => void;
  /** The standby (DATABASE_REPLICA_URL) stopped answering: its reads go to the primary for now. */
  replicaUnavailable?: (error: unknown) => void;
  /** The standby answers again after `replicaUnavailable`. */
  replicaBack?: () => void;
}
