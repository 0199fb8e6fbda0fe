import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxChange, OutboxRequest } from './outbox-change';

/** An assignment kept on the device for work without a network. */
export interface OfflineRecord {
  id: string;
  title: string;
  saved: string;
  /** How many of its files could not be fetched when it was saved (absent before files were kept). */
  failedFiles?: number;
}

/** A file an offline copy keeps (a photo's thumbnail or full image), under the URL it is shown from. */
export interface KeptFile {
  url: string;
  /** The assignment whose copy keeps it, so that freeing the copy frees its files. */
  assignmentId: string;
  blob: Blob;
}

interface OfflineSchema extends DBSchema {
  outbox: { key: number; value: OutboxChange; indexes: { id: string } };
  photos: { key: string; value: Blob };
  records: { key: string; value: OfflineRecord };
  files: { key: string; value: KeptFile; indexes: { assignment: string } };
  /** The day each assignment of the day list was last taken offline on its own (a phone's day list). */
  offered: { key: string; value: { id: string; day: string } };
}

/** Every store of offline work is named `syna-field-work-{user}-{organisation}`. */
const DATABASE_PREFIX = 'syna-field-work-';
const databaseName = (userId: string, tenantId: string) => `${DATABASE_PREFIX}${userId}-${tenantId}`;

/**
 * Deletes the stores of offline work on this device: all of them (signing out), or all but those
 * of `keepUserId` (another user's work cannot be sent under this user's name, nor shown to them).
 */
export async function deleteFieldWorkStores(keepUserId?: string): Promise<void> {
  const keep = keepUserId === undefined ? null : `${DATABASE_PREFIX}${keepUserId}-`;
  const names = (await indexedDB.databases())
    .map((database) => database.name ?? '')
    .filter((name) => name.startsWith(DATABASE_PREFIX) && !(keep && name.startsWith(keep)));
  await Promise.all(names.map((name) => deleteDB(name)));
}

/**
 * The device's store of offline work, one IndexedDB database per signed-in user and organisation:
 * the outbox of changes not yet on the server, the photos they upload, and the assignments kept
 * offline with the files they show.
 */
export class OfflineStore {
  private readonly database: Promise<IDBPDatabase<OfflineSchema>>;

  constructor(userId: string, tenantId: string) {
    this.database = openDB<OfflineSchema>(databaseName(userId, tenantId), 2, {
      // Each version adds its stores to what the one before made; the outbox is never recreated.
      upgrade(database, oldVersion) {
        if (oldVersion < 1) {
          const outbox = database.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
          outbox.createIndex('id', 'id', { unique: true });
          database.createObjectStore('photos');
          database.createObjectStore('records', { keyPath: 'id' });
        }
        if (oldVersion < 2) {
          const files = database.createObjectStore('files', { keyPath: 'url' });
          files.createIndex('assignment', 'assignmentId');
          database.createObjectStore('offered', { keyPath: 'id' });
        }
      },
    });
  }

  /** Closes the store, so that it can be deleted. */
  async close(): Promise<void> {
    (await this.database).close();
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

  async keepFile(file: KeptFile): Promise<void> {
    await (await this.database).put('files', file);
  }

  /** The kept bytes shown at `url`; undefined when no offline copy keeps them. */
  async file(url: string): Promise<Blob | undefined> {
    return (await (await this.database).get('files', url))?.blob;
  }

  /** The bytes an assignment's copy keeps in files. */
  async filesSize(assignmentId: string): Promise<number> {
    const files = await (await this.database).getAllFromIndex('files', 'assignment', assignmentId);
    return files.reduce((sum, file) => sum + file.blob.size, 0);
  }

  /** The URLs of the files an assignment's copy keeps. */
  async fileUrls(assignmentId: string): Promise<string[]> {
    return (await this.database).getAllKeysFromIndex('files', 'assignment', assignmentId);
  }

  async forgetFiles(urls: readonly string[]): Promise<void> {
    const transaction = (await this.database).transaction('files', 'readwrite');
    await Promise.all([...urls.map((url) => transaction.store.delete(url)), transaction.done]);
  }

  /** The day an assignment was last taken offline on its own; undefined if never. */
  async offeredOn(id: string): Promise<string | undefined> {
    return (await (await this.database).get('offered', id))?.day;
  }

  async markOffered(id: string, day: string): Promise<void> {
    await (await this.database).put('offered', { id, day });
  }
}
