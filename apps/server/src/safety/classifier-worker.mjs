// The safety check's worker thread: loads the nsfwjs MobileNetV2 model on TensorFlow.js's WebAssembly backend,
// both read from node_modules (no network), then classifies the photos the main thread sends, one at a time.
// Plain JavaScript so the same file runs from src/ (tests, dev) and dist/ (copied by build.mjs).
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
/** The model's input: a square of this many pixels a side. */
const SIZE = 224;

async function loadModel() {
  const tf = await import('@tensorflow/tfjs');
  const wasm = await import('@tensorflow/tfjs-backend-wasm');
  // The .wasm files ship in the package: point the backend at them instead of a CDN.
  wasm.setWasmPaths(`${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json'))}/dist/`);
  // One thread: the server's other work (uploads, sharp) needs the other cores.
  wasm.setThreadsCount?.(1);
  if (!(await tf.setBackend('wasm'))) throw new Error('the WebAssembly backend did not start');
  await tf.ready();
  const nsfwjs = await import('nsfwjs');
  // nsfwjs announces the model it loads on the console; the server's log is not the place for it.
  const info = console.info;
  console.info = () => undefined;
  try {
    const model = await nsfwjs.load('MobileNetV2', { size: SIZE });
    return { tf, model };
  } finally {
    console.info = info;
  }
}

sharp.concurrency(1);
sharp.cache(false);

let loaded;
try {
  loaded = await loadModel();
  parentPort.postMessage({ type: 'ready' });
} catch (error) {
  parentPort.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
}

parentPort.on('message', async ({ id, image }) => {
  try {
    if (!loaded) throw new Error('the model is not loaded');
    const { tf, model } = loaded;
    const { data, info } = await sharp(Buffer.from(image))
      .resize(SIZE, SIZE, { fit: 'fill' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const input = tf.tensor3d(
      new Uint8Array(data.buffer, data.byteOffset, data.length),
      [info.height, info.width, 3],
      'int32',
    );
    try {
      const predictions = await model.classify(input, 5);
      const scores = {};
      for (const p of predictions) scores[p.className] = p.probability;
      parentPort.postMessage({ type: 'result', id, scores });
    } finally {
      input.dispose();
    }
  } catch (error) {
    parentPort.postMessage({
      type: 'error',
      id,
      message: error instanceof Error ? error.message : String(error),
    });
  }
});
