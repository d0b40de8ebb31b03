const euro = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const euroRounded = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const integer = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const decimal2 = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const upTo2 = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
// toLocaleDateString builds a formatter on every call (about 0.4 ms): a table of dates shares this one.
const dateParis = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

/** 1234.5 → "1 234,50 €" (French grouping uses a narrow no-break space). */
export const formatEuro = (amount: number): string => euro.format(amount);
/** Rounded up, French grouping, euro sign; zero or negative shows "0 €". */
export const formatEuroRoundedUp = (amount: number): string => euroRounded.format(amount > 0 ? Math.ceil(amount) : 0);
export const formatInteger = (value: number): string => integer.format(value);
export const formatDecimal2 = (value: number): string => decimal2.format(value);
/** A price as stored, French grouping and comma, cents only when it has some: 1000 → "1 000", 12.5 → "12,5". */
export const formatPrice = (value: number): string => upTo2.format(value);
/** A number typed the French way, grouped or not ("1 000,5", "1000.5"); NaN when it is not one. */
export const parseFrenchNumber = (text: string): number => {
  const s = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : Number.NaN;
};
/**
 * The one rule for points wherever they are shown or exported: whole points, rounded down (a point is
 * spendable only whole; 49 115,21 is 49 115 in the cart, at home and in the Passif export alike). The
 * tolerance keeps a figure that binary arithmetic left at 41.9999999 whole. Signed figures (adjustments)
 * round down too.
 */
export const wholePoints = (points: number): number => Math.floor(points + 1e-6);
/** Whole points (wholePoints), French grouping; zero or negative shows 0. */
export const formatPoints = (points: number): string => integer.format(Math.max(0, wholePoints(points)));
/** Whole points (wholePoints), French grouping, sign kept: the adjustments of the Passif statement. */
export const formatSignedPoints = (points: number): string => integer.format(wholePoints(points) || 0);
/** File sizes are shown in Ko: bytes / 1024 rounded down. */
export const formatKo = (bytes: number): string => `${integer.format(Math.floor(bytes / 1024))} Ko`;
export const formatDateFr = (iso: string): string => {
  const date = new Date(iso);
  // The shared formatter throws on an invalid date, where toLocaleDateString answered « Invalid Date ».
  return Number.isNaN(date.getTime()) ? date.toLocaleDateString('fr-FR') : dateParis.format(date);
};
