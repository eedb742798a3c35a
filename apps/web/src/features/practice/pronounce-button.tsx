import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button.tsx';

/** The course's language as a BCP 47 tag, from the section's name ("Business English" -> en). */
export function langOfCourse(name: string | null | undefined): string {
  const key = (name ?? '').toLowerCase();
  if (key.includes('german')) return 'de';
  if (key.includes('french')) return 'fr';
  if (key.includes('italian')) return 'it';
  if (key.includes('spanish')) return 'es';
  return 'en';
}

/** A voice of the language, if the browser has one; voices arrive late in Chromium, hence the event. */
function useVoice(lang: string): SpeechSynthesisVoice | null {
  const [voice, setVoice] = useState<SpeechSynthesisVoice | null>(null);
  useEffect(() => {
    if (typeof window === 'undefined' || !('speechSynthesis' in window)) return;
    const pick = () => setVoice(window.speechSynthesis.getVoices().find((v) => v.lang.toLowerCase().startsWith(lang)) ?? null);
    pick();
    window.speechSynthesis.addEventListener('voiceschanged', pick);
    return () => window.speechSynthesis.removeEventListener('voiceschanged', pick);
  }, [lang]);
  return voice;
}

/**
 * Pronunciation (issue 17): the item's recording when it has one, otherwise the browser's speech
 * synthesis in the course language; hidden where neither exists, rather than a button that stays silent.
 */
export function PronounceButton({ text, audioUrls, lang }: { text: string; audioUrls: readonly string[]; lang: string }) {
  const { t } = useTranslation('practice');
  const voice = useVoice(lang);
  const audio = audioUrls[0];
  if (!audio && !voice) return null;
  const play = () => {
    if (audio) {
      void new Audio(audio).play();
      return;
    }
    if (!voice) return;
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.voice = voice;
    utterance.lang = voice.lang;
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(utterance);
  };
  return (
    <Button variant="secondary" className="px-3" onClick={play}>
      <span aria-hidden="true">🔊</span>
      {t('vocabulary.listen')}
    </Button>
  );
}
