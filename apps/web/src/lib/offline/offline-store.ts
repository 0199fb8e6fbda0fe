import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxChange, OutboxRequest } from './outbox-change';

/** An assignment kept on the device for work without a network. */
export interface OfflineRecord {
  id: string;
  title: string;
  saved: string;
}

interface OfflineSchema extends DBSchema {
  outbox: { key: number; value: OutboxChange; indexes: { id: string } };
  photos: { key: string; value: Blob };
  records: { key: string; value: OfflineRecord };
}

/**
 * The device's store of offline work, one IndexedDB database per signed-in user and organisation:
 * the outbox of changes not yet on the server, the photos they upload, and the assignments kept
 * offline.
 */
export class OfflineStore {
  private readonly database: Promise<IDBPDatabase<OfflineSchema>>;

  constructor(userId: string, tenantId: string) {
    this.database = openDB<OfflineSchema>(`syna-offline-${userId}-${tenantId}`, 1, {
      upgrade(database) {
        const outbox = database.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
        outbox.createIndex('id', 'id', { unique: true });
        database.createObjectStore('photos');
        database.createObjectStore('records', { keyPath: 'id' });
      },
    });
  }

  /** Every change in the outbox, in order. */
  async changes(): Promise<OutboxChange[]> {
    return (await this.database).getAll('outbox');
  }

  /** Adds a change (with the photo it uploads) at the end of the outbox. */
  async add(id: string, request: OutboxRequest, photo?: Blob): Promise<void> {
    const database = await this.database;
    const transaction = database.transaction(['outbox', 'photos'], 'readwrite');
    if (photo && request.photo) await transaction.objectStore('photos').put(photo, request.photo.blobId);
    // The key is given by the store (autoIncrement): `seq` is left out of the value.
    const change: Omit<OutboxChange, 'seq'> = {
      ...request,
      id,
      created: new Date().toISOString(),
      state: 'waiting',
      error: null,
    };
    await transaction.objectStore('outbox').add(change as OutboxChange);
    await transaction.done;
  }

  async put(change: OutboxChange): Promise<void> {
    await (await this.database).put('outbox', change);
  }

  /** Removes a change (sent, or discarded by the user) and the photo it uploaded. */
  async remove(change: OutboxChange): Promise<void> {
    const database = await this.database;
    const transaction = database.transaction(['outbox', 'photos'], 'readwrite');
    await transaction.objectStore('outbox').delete(change.seq);
    if (change.photo) await transaction.objectStore('photos').delete(change.photo.blobId);
    await transaction.done;
  }

  async photo(blobId: string): Promise<Blob | undefined> {
    return (await this.database).get('photos', blobId);
  }

  async records(): Promise<OfflineRecord[]> {
    return (await this.database).getAll('records');
  }

  async keepRecord(record: OfflineRecord): Promise<void> {
    await (await this.database).put('records', record);
  }

  async forgetRecord(id: string): Promise<void> {
    await (await this.database).delete('records', id);
  }
}
