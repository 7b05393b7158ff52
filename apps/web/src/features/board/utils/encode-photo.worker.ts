import { encodePhoto, type EncodeJob, type EncodeResult } from './photo-encoder';

/**
 * The photo encoding worker: decoding a 12 MP photo, drawing it smaller and encoding a WebP take the phone's CPU
 * for a moment; here they do not hold up the page (the card keeps scrolling and answering taps).
 */
interface WorkerScope {
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<{ id: number; job: EncodeJob }>) => void,
  ): void;
  postMessage(message: { id: number; result: EncodeResult }): void;
}

const scope = self as unknown as WorkerScope;
scope.addEventListener('message', (event) => {
  const { id, job } = event.data;
  void encodePhoto(job).then(
    (result) => scope.postMessage({ id, result }),
    () => scope.postMessage({ id, result: { kind: 'unreadable' } }),
  );
});
