import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { SafetyClassifier } from './safety-classifier';

const FIXTURES = path.resolve(import.meta.dirname, '../../../../../shared/fixtures/photos');

/** The pipeline's small rendition of a real fixture photo (what the check classifies). */
const thumbOf = (name: string) =>
  sharp(fs.readFileSync(path.join(FIXTURES, name)))
    .rotate()
    .resize(400, 400, { fit: 'inside' })
    .webp()
    .toBuffer();

let classifier: SafetyClassifier | null = null;
afterEach(async () => {
  await classifier?.close();
  classifier = null;
});

/** The real model (nsfwjs MobileNetV2 on WebAssembly) in its worker threads. */
describe('the safety check’s workers', () => {
  it('share the photos arriving together: each worker takes one, and each photo is scored', async () => {
    classifier = new SafetyClassifier(10, undefined, 2);
    const photos = await Promise.all(['Landscape_7.jpg', 'Portrait_5.jpg'].map(thumbOf));
    const outcomes = Promise.all([...photos, ...photos].map((photo) => classifier!.classify(photo)));
    expect(classifier.depth).toBe(4);
    for (const outcome of await outcomes) {
      expect(outcome).toHaveProperty('scores.Neutral');
      expect(outcome).not.toHaveProperty('unavailable');
    }
    expect(classifier.running).toBe(2);
    expect(classifier.depth).toBe(0);
  });

  it('answers busy past the queue’s limit, counting the photos handed over before the model is ready', async () => {
    classifier = new SafetyClassifier(2, undefined, 2);
    const photo = await thumbOf('Landscape_7.jpg');
    const outcomes = await Promise.all([1, 2, 3].map(() => classifier!.classify(photo)));
    expect(outcomes.filter((outcome) => 'scores' in outcome)).toHaveLength(2);
    expect(outcomes[2]).toEqual({ unavailable: 'busy' });
  });
});
