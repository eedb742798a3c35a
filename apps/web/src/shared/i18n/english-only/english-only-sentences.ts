import type { LandingOnlyLocale } from '@parla/contracts';

/**
 * The notice's sentence (issue 21) in each landing-only language and in English, worded as in the
 * landing catalogues (`landing:englishOnlyNotice`, the translators' source; a test keeps them equal).
 * Copied here so that signed-in pages carry these few sentences, never a whole landing catalogue.
 */
export const ENGLISH_ONLY_SENTENCES: Record<LandingOnlyLocale | 'en', string> = {
  en: 'This part of Parla is in English for now. Thank you for your patience!',
  it: 'Per ora questa parte di Parla è disponibile solo in inglese. Grazie per la pazienza!',
  pl: 'Ta część serwisu Parla jest na razie dostępna tylko po angielsku. Dziękujemy za cierpliwość!',
  tr: 'Parla’nın bu bölümü şimdilik yalnızca İngilizce. Anlayışın için teşekkürler!',
  br: 'Por enquanto, esta parte da Parla está disponível só em inglês. Obrigado pela paciência!',
};
