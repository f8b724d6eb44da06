import { describe, expect, it } from 'vitest';
import { datePresets } from './date-presets';

const presets = (today: string) => Object.fromEntries(datePresets(today).map((p) => [p.label, p.value]));

describe('date presets (docs/features/dashboard.md)', () => {
  it('are the seven of the spec, in its order', () => {
    expect(datePresets('2024-05-15').map((p) => p.label)).toEqual([
      'Hoy',
      'Ayer',
      'Esta semana',
      'Semana anterior',
      'Este mes',
      'Mes anterior',
      'Este año',
    ]);
  });

  it('start weeks on Monday; previous periods are whole, current ones run to today', () => {
    // Wednesday 15 May 2024.
    expect(presets('2024-05-15')).toEqual({
      Hoy: ['2024-05-15', '2024-05-15'],
      Ayer: ['2024-05-14', '2024-05-14'],
      'Esta semana': ['2024-05-13', '2024-05-15'],
      'Semana anterior': ['2024-05-06', '2024-05-12'],
      'Este mes': ['2024-05-01', '2024-05-15'],
      'Mes anterior': ['2024-04-01', '2024-04-30'],
      'Este año': ['2024-01-01', '2024-05-15'],
    });
  });

  it('handle a Sunday, the first of a month and New Year', () => {
    const sunday = presets('2024-03-31');
    expect(sunday['Esta semana']).toEqual(['2024-03-25', '2024-03-31']);
    expect(presets('2024-03-01')['Mes anterior']).toEqual(['2024-02-01', '2024-02-29']);
    const newYear = presets('2025-01-01');
    expect(newYear.Ayer).toEqual(['2024-12-31', '2024-12-31']);
    expect(newYear['Semana anterior']).toEqual(['2024-12-23', '2024-12-29']);
    expect(newYear['Mes anterior']).toEqual(['2024-12-01', '2024-12-31']);
  });
});
