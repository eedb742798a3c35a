import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../shared/errors/error-text.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { LESSON_TYPENAMES, REMOVE_WORD, type Word } from './admin-content-documents.ts';
import { SaveError, isEditConflict } from './edit-notes.tsx';

/**
 * Confirms removing a word. Students stop seeing it everywhere; those who learn it keep their
 * card and history (decision 104), which the dialog says when there are any.
 */
export function RemoveWordDialog({ word, onClose, onReload }: { word: Word; onClose: () => void; onReload: () => void }) {
  const { t } = useTranslation('adminContent');
  const errorText = useErrorText();
  const [{ fetching }, remove] = useMutation(REMOVE_WORD);
  const [failure, setFailure] = useState<{ text: string; conflict: boolean } | null>(null);

  const confirm = async () => {
    const result = await remove({ itemId: word.id, version: word.version }, LESSON_TYPENAMES);
    if (result.error) {
      setFailure({ text: errorText(result.error), conflict: isEditConflict(result.error) });
      return;
    }
    notify('success', t('words.removed', { term: word.term }));
    onClose();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('words.removeTitle', { term: word.term })}
      description={
        <>
          <p>{t('words.removeDescription')}</p>
          {word.studentsWithCards > 0 ? <p>{t('words.removeLearners', { count: word.studentsWithCards })}</p> : null}
        </>
      }
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button variant="danger" busy={fetching} onClick={() => void confirm()}>
            {t('words.removeConfirm')}
          </Button>
        </>
      }
    >
      <SaveError
        error={failure?.text ?? null}
        conflict={failure?.conflict ?? false}
        onReload={() => {
          onReload();
          onClose();
        }}
      />
    </Dialog>
  );
}
