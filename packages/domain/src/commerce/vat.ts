/**
 * VAT on consumer prices (invoice PDF "VAT", "tax information"): prices are gross. EU
 * consumers pay their own country's standard rate (the OSS scheme for digital services);
 * GB, CH, NO and TR charge theirs; elsewhere the service is outside the scope of EU VAT.
 * Rates in basis points (19% = 1900).
 */
const STANDARD_RATES_BP: Record<string, number> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2200,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 1900,
  SE: 2500,
  SI: 2200,
  SK: 2300,
  GB: 2000,
  CH: 810,
  LI: 810,
  NO: 2500,
  TR: 2000,
};

export function vatRateBasisPoints(countryCode: string | null | undefined): number {
  return STANDARD_RATES_BP[(countryCode ?? '').toUpperCase()] ?? 0;
}

/** Splits a gross amount into net + VAT (VAT rounded half up; net takes the remainder, so they always add up). */
export function splitGross(grossCents: number, rateBp: number): { netCents: number; vatCents: number } {
  const vatCents = rateBp === 0 ? 0 : Math.round((grossCents * rateBp) / (10_000 + rateBp));
  return { netCents: grossCents - vatCents, vatCents };
}
