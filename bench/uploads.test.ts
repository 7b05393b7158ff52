/**
 * The uploads bench's --quick mode (bench/uploads/main.ts): a few 3 MP photos with EXIF through the real HTTP
 * upload path of a server process, each stored one fetched back from /media and checked (upright, fitted WebP
 * without EXIF), and the in-process sharp baseline; then the same with the safety check on (until the host's
 * gallery shows every photo checked) against sharp and the same model in-process. Only that it ran and stored everything is asserted.
 */
import { describe, expect, it } from 'vitest';
import { resultLines, runBenchScript } from './lib/run-script';

describe('uploads bench (quick)', () => {
  it('stores and serves every photo, and reports throughput and peak RSS for server and baseline', async () => {
    const { code, output } = await runBenchScript('bench/uploads/main.ts', ['--quick']);
    expect(code, output).toBe(0);
    const results = resultLines(output, 'uploads');
    expect(results.map((r) => r.concurrency)).toEqual(['1', '2']);
    for (const r of results) {
      expect(r.failed, output).toBe('0');
      // 2 photos into cells 0 and 1 of one or two players: every cell's last photo fetched and checked.
      expect(Number(r.stored), output).toBe(2);
      // With the check on too: every photo answered, stored and shown checked.
      expect(r.check_failed, output).toBe('0');
      expect(Number(r.check_stored), output).toBe(2);
      for (const key of [
        'app_photos_per_s',
        'base_photos_per_s',
        'ratio',
        'app_peak_rss_mb',
        'base_peak_rss_mb',
        // The same with the safety check on: the answer's p95, photos/s until every photo was checked, per core.
        'check_p95_ms',
        'check_photos_per_s',
        'base_check_photos_per_s',
        'check_ratio',
        'check_photos_per_s_per_core',
      ]) {
        expect(Number(r[key]), `${key}=${r[key]}`).toBeGreaterThan(0);
      }
      expect(r.target).toBe('n/a(quick)');
    }
  });
});
