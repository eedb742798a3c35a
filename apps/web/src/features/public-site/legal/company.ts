/**
 * The operator of the school as the imprint, terms and privacy policy name it. These are the
 * demo company's details (decision 061): replace them with the real ones before launch.
 * Kept out of the catalogues because they are the same in every language.
 */
export const PARLA_COMPANY = Object.freeze({
  companyName: 'Parla GmbH',
  street: 'Schlesische Straße 28',
  postcode: '10997',
  city: 'Berlin',
  directors: 'Johanna Weber, Luca Moretti',
  registerCourt: 'Amtsgericht Charlottenburg',
  registerNumber: 'HRB 241187 B',
  vatId: 'DE347152093',
  phone: '+49 30 5683 9140',
  contactEmail: 'hello@parla.school',
  supportEmail: 'support@parla.school',
  privacyEmail: 'privacy@parla.school',
  dpoName: 'Dr. Miriam Albrecht',
  dpoEmail: 'dpo@parla.school',
  contentResponsible: 'Johanna Weber',
});
