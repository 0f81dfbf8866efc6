import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { overLimit } from '../../../format/text.js';
import { formatTime } from '../../../format/zones.js';
import { useT } from '../../../i18n/I18nProvider.js';
import type { ChatConnection, ChatMessage } from '../../../live/useConsultationChat.js';
import { LiveRequestError } from '../../../live/transport.js';
import { ApiRequestError } from '../../../api/errors.js';
import { Button } from '../../../primitives/Button.js';
import { Icon } from '../../../primitives/Icon.js';
import { ErrorState } from '../../../primitives/State.js';

/** The longest message the API stores (part 2 §7: trimmed, 1–4,000 characters, counted as graphemes). */
export const CHAT_MAX_LENGTH = 4000;

/** What the panel needs of a consultation's chat (useConsultationChat). */
export interface ChatState {
  messages: ChatMessage[];
  connection: ChatConnection;
  loadFailed: boolean;
  send: (message: string) => Promise<void>;
  retry: () => Promise<void>;
}

export interface ChatPanelProps {
  chat: ChatState;
  /** The signed-in user: their messages read 'You'. */
  viewerId: string;
  /** Display names of the participants by user id. */
  names: Record<string, string>;
  /** The consultation is over (or the viewer only watches): history only. */
  readOnly: boolean;
}

/** The server's own words for a refusal (rate limit, chat closed), else the generic failure. */
function sendError(error: unknown, fallback: string): string {
  if (error instanceof LiveRequestError && error.code !== 'timeout') return error.serverMessage;
  if (error instanceof ApiRequestError && error.serverMessage) return error.serverMessage;
  return fallback;
}

/**
 * The room's chat (part 2 §2.3, §4.3): history, live messages, and an input that is disabled until the
 * connection is open; Enter sends, Shift+Enter adds a line. While the socket is down the panel says so and
 * keeps working over the REST fallback; a message that fails to send stays in the input.
 */
export function ChatPanel({ chat, viewerId, names, readOnly }: ChatPanelProps) {
  const t = useT();
  const titleId = useId();
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const log = useRef<HTMLDivElement>(null);

  // Keep the newest message in view.
  const count = chat.messages.length;
  useEffect(() => {
    const list = log.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  const canSend = !readOnly && chat.connection !== 'connecting';
  const trimmed = draft.trim();
  // The length error follows the draft as it is typed, so it goes as soon as the text is short enough
  // (or emptied); a failed send is about the text that failed and goes once the person edits it.
  const over = overLimit(trimmed, CHAT_MAX_LENGTH);
  const tooLong = over !== undefined;
  const error =
    over === 'characters'
      ? t('chat.tooLong', { max: CHAT_MAX_LENGTH })
      : over === 'storage'
        ? t('common.tooLongToStore')
        : failure;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend || sending || trimmed === '' || tooLong) return;
    setSending(true);
    setFailure(null);
    try {
      await chat.send(trimmed);
      setDraft('');
    } catch (problem) {
      setFailure(sendError(problem, t('chat.failed')));
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const status =
    readOnly && chat.connection !== 'connecting'
      ? t('chat.readOnly')
      : t(`chat.${chat.connection}`);

  return (
    <section className="eb-card eb-chat" aria-labelledby={titleId}>
      <div className="eb-chat__header">
        <h2 id={titleId} className="eb-subheading">
          {t('chat.title')}
        </h2>
        <p
          className={`eb-chat__status eb-chat__status--${chat.connection}`}
          role="status"
          aria-live="polite"
        >
          {status}
        </p>
      </div>
      {chat.loadFailed && count === 0 ? (
        <div className="eb-chat__log">
          <p className="eb-visually-hidden">{t('chat.loadFailed')}</p>
          <ErrorState onRetry={() => void chat.retry()} />
        </div>
      ) : (
        <div
          ref={log}
          className="eb-chat__log"
          aria-label={t('chat.history')}
          role="log"
          aria-live="polite"
          tabIndex={0}
        >
          {count === 0 ? <p className="eb-chat__empty eb-muted">{t('chat.empty')}</p> : null}
          <ol className="eb-chat__list">
            {chat.messages.map((message) => {
              const mine = message.senderId === viewerId;
              return (
                <li
                  key={message.id}
                  className={`eb-chat__message${mine ? ' eb-chat__message--mine' : ''}`}
                >
                  <span className="eb-chat__meta">
                    <span className="eb-chat__sender">
                      {mine ? t('chat.you') : (names[message.senderId] ?? '')}
                    </span>{' '}
                    <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
                  </span>
                  <span className="eb-chat__text">{message.message}</span>
                </li>
              );
            })}
          </ol>
        </div>
      )}
      {readOnly ? null : (
        <form className="eb-chat__form" onSubmit={(event) => void submit(event)} noValidate>
          <label htmlFor={inputId} className="eb-visually-hidden">
            {t('chat.label')}
          </label>
          <textarea
            id={inputId}
            className="eb-input eb-chat__input"
            rows={2}
            value={draft}
            placeholder={t('chat.placeholder')}
            disabled={!canSend}
            aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              setFailure(null);
            }}
            onKeyDown={onKeyDown}
          />
          <Button
            type="submit"
            aria-label={t('chat.send')}
            disabled={!canSend || sending || trimmed === ''}
            aria-busy={sending || undefined}
          >
            <Icon name="send" />
          </Button>
          <p id={`${inputId}-hint`} className="eb-field-hint eb-chat__hint">
            {t('chat.hint')}
          </p>
          <p
            id={`${inputId}-error`}
            className="eb-field-error eb-chat__hint"
            role={error ? 'alert' : undefined}
          >
            {error}
          </p>
        </form>
      )}
    </section>
  );
}
