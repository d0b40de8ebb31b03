import { describe, expect, it } from 'vitest';
import { displayPoints, forecastToYearEnd, pointRate, pointsForAmount, remainingToPay } from './points.js';

describe('point rates (points per 100 €)', () => {
  it('follow the spec table for statuses 1 to 4', () => {
    expect([1, 2, 3, 4].map((s) => pointRate('capital', s as 1))).toEqual([1, 2, 2, 3]);
    expect([1, 2, 3, 4].map((s) => pointRate('procare', s as 1))).toEqual([1, 2, 2, 3]);
    expect([1, 2, 3, 4].map((s) => pointRate('consommable', s as 1))).toEqual([3, 5, 6, 9]);
    expect([1, 2, 3, 4].map((s) => pointRate('implant', s as 1))).toEqual([3, 5, 6, 9]);
  });
  it('earn nothing without a status', () => {
    expect(pointsForAmount('implant', 0, 1_000_000)).toBe(0);
  });
  it('apply per 100 € of purchases', () => {
    expect(pointsForAmount('implant', 4, 10_000)).toBe(900);
    expect(pointsForAmount('capital', 2, 250)).toBe(5);
  });
});

describe('displayPoints', () => {
  it('rounds up and shows zero or negative as 0', () => {
    expect([displayPoints(10.01), displayPoints(10), displayPoints(0), displayPoints(-5)]).toEqual([11, 10, 0, 0]);
  });
});

describe('remainingToPay', () => {
  it('is the cart total minus available points, never below 0', () => {
    expect(remainingToPay(1_000, 300)).toBe(700);
    expect(remainingToPay(1_000, 5_000)).toBe(0);
    expect(remainingToPay(1_000, -20)).toBe(1_000);
  });
});

describe('forecastToYearEnd', () => {
  it('extrapolates year-to-date figures linearly', () => {
    const midYear = new Date(Date.UTC(2025, 0, 1) + (Date.UTC(2026, 0, 1) - Date.UTC(2025, 0, 1)) / 2);
    expect(forecastToYearEnd(500_000, midYear)).toBeCloseTo(1_000_000, 0);
  });
});
