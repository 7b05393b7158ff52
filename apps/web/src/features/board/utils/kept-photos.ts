/**
 * Photos kept on the phone (IndexedDB) until they are sent or let go, so a reload, a closed tab or a phone that
 * drops the page meanwhile loses none of them: those a player picked while the game was paused (one per cell,
 * sent when the host resumes), and in a team game those a teammate beat to their cell (offered again for another
 * cell). Where IndexedDB is missing or refuses (some private modes), photos are kept in memory only.
 */
const DB_NAME = 'picture-bingo';
const DB_VERSION = 2;
const STORE = 'kept-photos';
const TAKEN_STORE = 'taken-photos';
const STORES = [STORE, TAKEN_STORE];

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
      const request = indexedDB.open(DB_NAME, DB_VERSION);
      request.onupgradeneeded = () => {
        for (const name of STORES) {
          if (!request.result.objectStoreNames.contains(name)) {
            request.result.createObjectStore(name, { keyPath: 'key' }).createIndex('code', 'code');
          }
        }
      };
      request.onsuccess = () => {
        const db = request.result;
        // A newer page (another tab after an update) asks for a new version: this one lets go, and opens again
        // when it next needs the photos.
        db.onversionchange = () => {
          db.close();
          opening = null;
        };
        resolve(db);
      };
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
  storeName = STORE,
): Promise<T> {
  const db = await openDb();
  if (!db) return fallback;
  return new Promise((resolve) => {
    try {
      const transaction = db.transaction(storeName, mode);
      const request = make(transaction.objectStore(storeName));
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

interface TakenRecord {
  key: string;
  code: string;
  id: string;
  fromIdx: number;
  name: string;
  type: string;
  blob: Blob;
}

/** A photo a teammate beat to its cell (`fromIdx`), kept until the player puts it elsewhere or lets it go. */
export interface TakenPhoto {
  id: string;
  fromIdx: number;
  file: File;
}

/** Keeps a photo a teammate beat to its cell (again under the same `id`: refused once more, say). */
export async function keepTakenPhoto(code: string, photo: TakenPhoto): Promise<void> {
  const record: TakenRecord = {
    key: `${code}:${photo.id}`,
    code,
    id: photo.id,
    fromIdx: photo.fromIdx,
    name: photo.file.name,
    type: photo.file.type,
    blob: photo.file,
  };
  await run('readwrite', (store) => store.put(record), undefined, TAKEN_STORE);
}

/** Forgets a kept photo a teammate beat to its cell (placed, or let go). */
export async function forgetTakenPhoto(code: string, id: string): Promise<void> {
  await run('readwrite', (store) => store.delete(`${code}:${id}`), undefined, TAKEN_STORE);
}

/** The photos of game `code` that teammates beat to their cells, kept on this phone, oldest first. */
export async function takenPhotos(code: string): Promise<TakenPhoto[]> {
  const records = await run<TakenRecord[]>(
    'readonly',
    (store) => store.index('code').getAll(code),
    [],
    TAKEN_STORE,
  );
  return records
    .map((record) => ({
      id: record.id,
      fromIdx: record.fromIdx,
      file: new File([record.blob], record.name, { type: record.type }),
    }))
    .sort((a, b) => a.id.localeCompare(b.id));
}
