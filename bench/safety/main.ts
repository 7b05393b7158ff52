/**
 * The safety check's throughput. The same photos (the shared fixture JPEGs, each as a fresh upload) go through
 * the server's image pipeline (images/process-image.ts: decode, fit, encode, thumbnail) and the safety check's
 * worker thread (safety/safety-classifier.ts, nsfwjs MobileNetV2 on the WebAssembly backend), pipelined as the
 * server runs them; the baseline, in the same run, does the same work in-process and in turn (sharp, then the
 * same model on the same thread). Reported: photos/s of each, their ratio (target ≥ 0.8), and photos/s per core.
 *
 *   node --import tsx bench/safety/main.ts [--photos <n>]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { processImage } from '../../apps/server/src/images/process-image';
import { SafetyClassifier } from '../../apps/server/src/safety/safety-classifier';
import { loadSafetyModel } from '../lib/safety-model';

const photosArg = process.argv.indexOf('--photos');
const PHOTOS = photosArg > 0 ? Number(process.argv[photosArg + 1]) : 40;
const FIXTURES = path.resolve(import.meta.dirname, '../../../shared/fixtures/photos');
const inputs = ['Landscape_7.jpg', 'Portrait_5.jpg'].map((f) => fs.readFileSync(path.join(FIXTURES, f)));
const photo = (i: number) => inputs[i % inputs.length] ?? Buffer.alloc(0);

async function pipeline(): Promise<number> {
  const safety = new SafetyClassifier(10_000);
  await safety.classify((await processImage(photo(0), 'warm-up')).thumb); // the model loads once per node
  const started = performance.now();
  const checks: Promise<unknown>[] = [];
  for (let i = 0; i < PHOTOS; i += 1) {
    const { thumb } = await processImage(photo(i), `p${i}`);
    checks.push(safety.classify(thumb));
  }
  const outcomes = await Promise.all(checks);
  const seconds = (performance.now() - started) / 1000;
  await safety.close();
  if (outcomes.some((o) => !(o && typeof o === 'object' && 'scores' in o))) throw new Error('a check failed');
  return PHOTOS / seconds;
}

async function baseline(): Promise<number> {
  const check = await loadSafetyModel();
  const started = performance.now();
  for (let i = 0; i < PHOTOS; i += 1) {
    const { thumb } = await processImage(photo(i), `b${i}`);
    await check(thumb);
  }
  return PHOTOS / ((performance.now() - started) / 1000);
}

const cores = os.availableParallelism();
const withCheck = await pipeline();
const inProcess = await baseline();
console.log(`photos: ${PHOTOS}, cores: ${cores}, load average: ${os.loadavg()[0]?.toFixed(1)}`);
console.log(`pipeline with the check in its worker: ${withCheck.toFixed(2)} photos/s`);
console.log(`baseline in-process, in turn:         ${inProcess.toFixed(2)} photos/s`);
console.log(
  `ratio: ${(withCheck / inProcess).toFixed(2)} (target >= 0.8); per core: ${(withCheck / cores).toFixed(2)}`,
);
