/** Euros and points to the cent; EPSILON so that 1.005 rounds up as written, not as stored (1.00499…). */
export const round2 = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;

/** Points stay unrounded, but without floating-point dust (0.1 + 0.2 → 0.3). */
export const cleanPoints = (n: number): number => Math.round(n * 1e6) / 1e6;
