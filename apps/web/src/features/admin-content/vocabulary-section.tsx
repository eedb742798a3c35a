import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentItemAnchor } from '../../shared/routing/admin-content-paths.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import type { Word } from './admin-content-documents.ts';
import { EditedNote, OpenReports } from './edit-notes.tsx';
import { RemoveWordDialog } from './remove-word-dialog.tsx';
import { WordDialog } from './word-dialog.tsx';

/** The lesson's words: each with its translations, who learns it and open reports; edit, add, remove. */
export function VocabularySection({ lessonId, words, onReload }: { lessonId: string; words: Word[]; onReload: () => void }) {
  const { t } = useTranslation('adminContent');
  const [editing, setEditing] = useState<{ word: Word | null } | null>(null);
  const [removing, setRemoving] = useState<Word | null>(null);
  // Words as their last save answered: the lesson's list is read again after a save, and until it
  // arrives a word edited again must open with what was saved (and its new version), not the old copy.
  const [saved, setSaved] = useState<Record<string, Word>>({});
  const latest = (word: Word) => {
    const own = saved[word.id];
    return own && own.version > word.version ? own : word;
  };

  return (
    <div className="flex flex-col gap-4">
      {words.length === 0 ? <p className="text-slate-700">{t('words.empty')}</p> : null}
      <ul className="flex flex-col gap-3" aria-label={t('words.list', { count: words.length })}>
        {words.map(latest).map((word) => (
          <li
            key={word.id}
            id={contentItemAnchor(word.id)}
            className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4 target:border-amber-700 target:bg-amber-50"
          >
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <h3 className="text-lg font-semibold break-words text-slate-900">{word.term}</h3>
              <span className="text-sm text-slate-700">
                {[t(`words.class.${word.wordClass}`), word.gender ? t(`words.genders.${word.gender}`) : null, word.plural]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </div>
            <p className="break-words text-slate-800">{[word.translation.en, word.translation.de].filter(Boolean).join(' · ')}</p>
            <p className="break-words text-sm text-slate-700 italic">{word.sentence}</p>
            <div className="flex flex-wrap items-center gap-2">
              {word.studentsWithCards > 0 ? <Badge tone="info">{t('words.learners', { count: word.studentsWithCards })}</Badge> : null}
              <OpenReports count={word.openReports} />
            </div>
            <EditedNote editedAt={word.editedAt} editedByName={word.editedByName} />
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" aria-label={t('words.editLabel', { term: word.term })} onClick={() => setEditing({ word })}>
                {t('edit')}
              </Button>
              <Button variant="danger" aria-label={t('words.removeLabel', { term: word.term })} onClick={() => setRemoving(word)}>
                {t('remove')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Button className="self-start" onClick={() => setEditing({ word: null })}>
        {t('words.addButton')}
      </Button>
      {editing ? (
        <WordDialog
          lessonId={lessonId}
          word={editing.word}
          onClose={() => setEditing(null)}
          onReload={onReload}
          onSaved={(word) => setSaved((words) => ({ ...words, [word.id]: word }))}
        />
      ) : null}
      {removing ? <RemoveWordDialog word={removing} onClose={() => setRemoving(null)} onReload={onReload} /> : null}
    </div>
  );
}
