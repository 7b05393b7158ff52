/**
 * The safety check's model in this process, for the baselines: the same nsfwjs MobileNetV2 on TensorFlow.js's
 * WebAssembly backend (one thread) that the server's worker thread runs (apps/server/src/safety/
 * classifier-worker.mjs), fed the same way (the pipeline's thumbnail, fitted to 224 x 224 by sharp).
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const SIZE = 224;

type Classify = (input: unknown, topk: number) => Promise<unknown>;

/** Loads the model once; the answer classifies one thumbnail and resolves when the scores are in. */
export async function loadSafetyModel(): Promise<(thumb: Buffer) => Promise<void>> {
  const tf = await import('@tensorflow/tfjs');
  const wasm = await import('@tensorflow/tfjs-backend-wasm');
  wasm.setWasmPaths(`${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json'))}/dist/`);
  wasm.setThreadsCount(1);
  await tf.setBackend('wasm');
  // nsfwjs is the server's dependency: resolved from there.
  const server = path.resolve(import.meta.dirname, '../../apps/server');
  const nsfwjs = (await import(pathToFileURL(require.resolve('nsfwjs', { paths: [server] })).href)) as {
    load: (name: string, options: { size: number }) => Promise<{ classify: Classify }>;
  };
  const info = console.info;
  console.info = () => undefined;
  const model = await nsfwjs.load('MobileNetV2', { size: SIZE }).finally(() => (console.info = info));
  return async (thumb) => {
    const { data, info: raw } = await sharp(thumb)
      .resize(SIZE, SIZE, { fit: 'fill' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const input = tf.tensor3d(new Uint8Array(data), [raw.height, raw.width, 3], 'int32');
    try {
      await model.classify(input, 5);
    } finally {
      input.dispose();
    }
  };
}
