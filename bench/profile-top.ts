/**
 * Prints the heaviest functions of a .cpuprofile (self and inclusive time):
 *   node --import tsx bench/profile-top.ts bench/results/profiles/<file>.cpuprofile [top]
 */
import fs from 'node:fs';
import { formatProfile, type CpuProfile } from './lib/profiler';

const [file, top] = process.argv.slice(2);
if (!file) {
  console.error('Usage: node --import tsx bench/profile-top.ts <file.cpuprofile> [top]');
  process.exit(2);
}
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
console.log(formatProfile(file, profile, Number(top ?? 25)));
