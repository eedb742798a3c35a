import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../shared/forms/use-form.ts';
import { useViewerTime } from '../../../shared/time/use-viewer-time.ts';
import { Button } from '../../../shared/ui/button.tsx';
import type { ChatMessage } from '../room/protocol.ts';

export const CHAT_MAX_LENGTH = 2000;

interface ChatPanelProps {
  messages: ChatMessage[];
  selfPeerId: string | null;
  /** False after the class (001 §6: the history is read-only) and for observers. */
  canSend: boolean;
  canDelete: boolean;
  onSend?: (text: string) => void;
  onDelete?: (message: ChatMessage) => void;
  /** Shown instead of the form when sending is closed. */
  closedText?: string;
}

/** The class chat: a log region (new messages are announced), a form, and deletion for the teacher. */
export function ChatPanel({ messages, selfPeerId, canSend, canDelete, onSend, onDelete, closedText }: ChatPanelProps) {
  const { t } = useTranslation('classroom');
  const viewer = useViewerTime();
  // The one form mechanism (decision 030); the message is sent over the room, not validated by a schema.
  const form = useForm({ text: '' });
  const { text } = form.values;
  const listRef = useRef<HTMLDivElement>(null);
  const inputId = useId();

  // The newest message stays in view.
  const count = messages.length;
  useEffect(() => {
    const list = listRef.current;
    if (list && count > 0) list.scrollTop = list.scrollHeight;
  }, [count]);

  const submit = form.handleSubmit(async (values) => {
    const trimmed = values.text.trim();
    if (!trimmed || !onSend) return;
    onSend(trimmed.slice(0, CHAT_MAX_LENGTH));
    form.setField('text', '');
  });

  return (
    <section className="flex min-h-0 flex-1 flex-col gap-3" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="sr-only">
        {t('chat.title')}
      </h2>
      {/* The log region announces new messages; the list inside keeps its list semantics. */}
      <div
        ref={listRef}
        role="log"
        aria-live="polite"
        aria-label={t('chat.messages')}
        className="flex min-h-32 flex-1 flex-col overflow-y-auto pr-1"
        data-testid="chat-log"
      >
        <ol className="flex flex-col gap-3">
          {messages.length === 0 ? <li className="text-sm text-slate-600">{t('chat.empty')}</li> : null}
          {messages.map((message) => {
            const mine = message.peerId === selfPeerId;
            const removed = message.deletedAt !== null;
            return (
              <li
                key={message.id}
                className={`flex flex-col gap-0.5 ${mine ? 'items-end' : 'items-start'}`}
                data-testid="chat-message"
                data-removed={removed || undefined}
              >
                <p className="text-xs text-slate-600">
                  <span className="font-semibold text-slate-800">{mine ? t('chat.you') : message.authorName}</span>
                  {message.authorRole === 'teacher' ? ` · ${t('roles.teacher')}` : null} ·{' '}
                  <time dateTime={message.sentAt}>{viewer.time(message.sentAt)}</time>
                </p>
                {removed ? (
                  <p className="rounded-lg border border-dashed border-slate-400 px-3 py-1.5 text-sm text-slate-600 italic">
                    {t('chat.removed')}
                  </p>
                ) : (
                  <p
                    className={`max-w-full rounded-lg px-3 py-1.5 text-sm break-words whitespace-pre-wrap ${mine ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-900'}`}
                  >
                    {message.text}
                  </p>
                )}
                {canDelete && !removed && onDelete ? (
                  <button
                    type="button"
                    onClick={() => onDelete(message)}
                    className="text-xs font-semibold text-red-800 underline underline-offset-2"
                    aria-label={t('chat.deleteLabel', { name: message.authorName })}
                  >
                    {t('chat.delete')}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ol>
      </div>
      {canSend ? (
        <form ref={form.formRef} onSubmit={submit} className="flex items-end gap-2">
          <div className="flex flex-1 flex-col gap-1">
            <label htmlFor={inputId} className="sr-only">
              {t('chat.inputLabel')}
            </label>
            <textarea
              id={inputId}
              value={text}
              rows={2}
              maxLength={CHAT_MAX_LENGTH}
              onChange={(event) => form.setField('text', event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  event.currentTarget.form?.requestSubmit();
                }
              }}
              placeholder={t('chat.placeholder')}
              className="block w-full resize-none rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900"
            />
          </div>
          <Button type="submit" disabled={text.trim() === ''}>
            {t('chat.send')}
          </Button>
        </form>
      ) : (
        <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">{closedText ?? t('chat.readOnly')}</p>
      )}
    </section>
  );
}
