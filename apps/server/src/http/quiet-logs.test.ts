import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { islandWithStaff } from '../../test/factories';

const METRICS_TOKEN = 'token-de-metricas-para-la-prueba-0123456789';

const lines: string[] = [];
const t = useTestApp(
  { logLevel: 'info', metricsToken: METRICS_TOKEN },
  { logStream: { write: (line) => void lines.push(line) } },
);

/** The log lines written since `from`, parsed; pino writes one JSON object per line. */
function logSince(from: number): { level: number; msg?: string; err?: unknown }[] {
  return lines.slice(from).map((line) => JSON.parse(line) as { level: number });
}

describe('routine answers log nothing above info (docs/deploy.md "Logs")', () => {
  for (const encoding of [undefined, 'gzip, br']) {
    it(`a metrics scrape and a CSV export${encoding ? ' compressed' : ''} write no warning`, async () => {
      const { staff } = await islandWithStaff(t.app, t.db);
      const from = lines.length;
      const headers = encoding ? { 'accept-encoding': encoding } : {};

      const scrape = await t.app.inject({
        url: '/api/metrics',
        headers: { ...headers, authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(scrape.statusCode).toBe(200);
      const csv = await t.app.inject({
        url: '/api/bankaccount/export.csv',
        headers: { ...headers, 'x-access-token': staff[3].token },
      });
      expect(csv.statusCode, csv.body).toBe(200);

      const entries = logSince(from);
      // Both requests were logged (so the capture works), and nothing at warn (40) or above.
      expect(entries.filter((e) => e.msg === 'request completed')).toHaveLength(2);
      expect(entries.filter((e) => e.level >= 40)).toEqual([]);
    });
  }
});
