/** Heuristic of the tests that every message a caller reads is French: accents, French stop words or typographic apostrophes, and no English tells. */
export function looksFrench(message: string): boolean {
  if (/\b(the|is|must|should|invalid input|expected|required|not found|unauthori[sz]ed)\b/i.test(message)) return false;
  return /[éèêàùçôîœ«»’]|\b(le|la|les|de|des|du|un|une|est|doit|pas|ce|cette|champ|vous|votre|veuillez)\b/i.test(message);
}
