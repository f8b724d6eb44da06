import { describe, expect, it } from 'vitest';
import {
  addDays,
  businessDay,
  DATE_RANGE_MESSAGES,
  dateRangeValue,
  daysBetween,
  pickedToWire,
  resolveDateRange,
  toDay,
} from './date-range';

describe('resolveDateRange (docs/features/money.md)', () => {
  it('makes an empty second date the next day', () => {
    expect(resolveDateRange('2024-05-10')).toEqual({ start: '2024-05-10', end: '2024-05-11' });
    expect(resolveDateRange('2024-05-10', null)).toEqual({ start: '2024-05-10', end: '2024-05-11' });
  });

  it('makes a second date equal to the first the next day, across month and year ends', () => {
    expect(resolveDateRange('2024-02-29', '2024-02-29')).toEqual({ start: '2024-02-29', end: '2024-03-01' });
    expect(resolveDateRange('2024-12-31', '2024-12-31')).toEqual({ start: '2024-12-31', end: '2025-01-01' });
  });

  it('keeps a later second date as the excluded end', () => {
    expect(resolveDateRange('2024-05-01', '2024-06-01')).toEqual({ start: '2024-05-01', end: '2024-06-01' });
  });
});

describe('dateRangeValue (the wire)', () => {
  it('accepts days, empty or missing ends, and ISO date-times read in Buenos Aires', () => {
    expect(dateRangeValue.parse(['2024-05-01', '2024-05-03'])).toEqual({
      start: '2024-05-01',
      end: '2024-05-03',
    });
    expect(dateRangeValue.parse(['2024-05-01', ''])).toEqual({ start: '2024-05-01', end: '2024-05-02' });
    expect(dateRangeValue.parse(['2024-05-01'])).toEqual({ start: '2024-05-01', end: '2024-05-02' });
    // 02:00 UTC on 1 May is still 30 April in Buenos Aires: what a browser there sends for its midnight is 03:00Z.
    expect(dateRangeValue.parse(['2024-05-01T02:00:00.000Z', '2024-05-01T03:00:00.000Z'])).toEqual({
      start: '2024-04-30',
      end: '2024-05-01',
    });
  });

  it('refuses impossible days, an end before the start and ranges over two years, in Spanish', () => {
    const message = (value: unknown) => dateRangeValue.safeParse(value).error?.issues[0]?.message;
    expect(message(['2024-02-30', '2024-03-01'])).toBe(DATE_RANGE_MESSAGES.invalidDay);
    expect(message(['01/05/2024', '2024-05-02'])).toBe(DATE_RANGE_MESSAGES.invalidDay);
    expect(message(['2024-05-02', '2024-05-01'])).toBe(DATE_RANGE_MESSAGES.endBeforeStart);
    expect(message(['2022-01-01', '2024-05-01'])).toBe(DATE_RANGE_MESSAGES.tooLong);
    expect(message(['2023-01-01', '2025-01-01'])).toBeUndefined();
  });

  it('refuses days outside 2000-01-01..2100-12-31, the end (excluded) up to the day after', () => {
    const message = (value: unknown) => dateRangeValue.safeParse(value).error?.issues[0]?.message;
    expect(message(['9999-12-31', ''])).toBe(DATE_RANGE_MESSAGES.outOfCalendar);
    expect(message(['9999-12-31T12:00:00Z'])).toBe(DATE_RANGE_MESSAGES.outOfCalendar);
    expect(message(['2101-01-01', ''])).toBe(DATE_RANGE_MESSAGES.outOfCalendar);
    expect(message(['1999-12-31', '2000-01-02'])).toBe(DATE_RANGE_MESSAGES.outOfCalendar);
    expect(message(['2100-12-01', '2200-01-01'])).toBe(DATE_RANGE_MESSAGES.outOfCalendar);
    expect(dateRangeValue.parse(['2100-12-31', ''])).toEqual({ start: '2100-12-31', end: '2101-01-01' });
    expect(dateRangeValue.parse(['2000-01-01'])).toEqual({ start: '2000-01-01', end: '2000-01-02' });
  });
});

describe('day helpers', () => {
  it('adds and counts calendar days', () => {
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
  });

  it('reads the Buenos Aires day of an instant', () => {
    expect(businessDay(new Date('2024-05-01T02:59:59Z'))).toBe('2024-04-30');
    expect(businessDay(new Date('2024-05-01T03:00:00Z'))).toBe('2024-05-01');
    expect(toDay('nope')).toBeNull();
  });

  it('turns a picked range (both days included) into the wire range', () => {
    expect(pickedToWire('2024-05-06', '2024-05-12')).toEqual(['2024-05-06', '2024-05-13']);
    expect(pickedToWire('2024-05-06', null)).toEqual(['2024-05-06', '2024-05-07']);
  });
});
