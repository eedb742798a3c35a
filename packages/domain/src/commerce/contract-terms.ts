/**
 * Promises of the terms and the privacy policy that no rule computes but the school must keep
 * (001 §9): a price change at most once a year, announced 6 weeks ahead; a SEPA debit can be
 * reclaimed from the bank for 8 weeks; invoices are kept 10 years (§ 147 AO, § 257 HGB,
 * decision 057). The legal pages read them from here, so a changed number changes the text.
 */
export const CONTRACT_TERMS = Object.freeze({
  priceChangesPerYear: 1,
  priceChangeNoticeWeeks: 6,
  sepaRefundClaimWeeks: 8,
  invoiceRetentionYears: 10,
});
