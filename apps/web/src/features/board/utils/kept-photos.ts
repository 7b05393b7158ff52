/**
 * Photos a player picked while the game was paused, kept on the phone (IndexedDB) until they are sent, so a
 * reload, a closed tab or a phone that drops the page meanwhile loses none of them. Where IndexedDB is missing
 * or refuses (some private modes), photos are kept in memory only.
 */
const DB_NAME = 'picture-bingo';
const STORE = 'kept-photos';

interface KeptRecord {
  key: string;
  code: string;
  idx: number;
  name: string;
  type: string;
  blob: Blob;
}

export interface KeptPhoto {
  idx: number;
  file: File;
}

let opening: Promise<IDBDatabase | null> | null = null;

function openDb(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  opening ??= new Promise((resolve) => {
    try {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => {
        if (!request.result.objectStoreNames.contains(STORE)) {
          request.result.createObjectStore(STORE, { keyPath: 'key' }).createIndex('code', 'code');
        }
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

/** Runs one request in its own transaction; any failure reads as `fallback` (keeping photos is best effort). */
async function run<T>(
  mode: IDBTransactionMode,
  make: (store: IDBObjectStore) => IDBRequest,
  fallback: T,
): Promise<T> {
  const db = await openDb();
  if (!db) return fallback;
  return new Promise((resolve) => {
    try {
      const transaction = db.transaction(STORE, mode);
      const request = make(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result as T);
      transaction.onerror = () => resolve(fallback);
      transaction.onabort = () => resolve(fallback);
    } catch {
      resolve(fallback);
    }
  });
}

const keyOf = (code: string, idx: number) => `${code}:${idx}`;

/** Keeps the photo for cell `idx` of game `code` (replacing one kept there before). */
export async function keepPhoto(code: string, idx: number, file: File): Promise<void> {
  const record: KeptRecord = {
    key: keyOf(code, idx),
    code,
    idx,
    name: file.name,
    type: file.type,
    blob: file,
  };
  await run('readwrite', (store) => store.put(record), undefined);
}

/** Forgets the photo kept for cell `idx` (sent, replaced, dismissed or no longer sendable). */
export async function forgetPhoto(code: string, idx: number): Promise<void> {
  await run('readwrite', (store) => store.delete(keyOf(code, idx)), undefined);
}

/** The photos kept for game `code`. */
export async function keptPhotos(code: string): Promise<KeptPhoto[]> {
  const records = await run<KeptRecord[]>('readonly', (store) => store.index('code').getAll(code), []);
  return records.map((record) => ({
    idx: record.idx,
    file: new File([record.blob], record.name, { type: record.type }),
  }));
}
