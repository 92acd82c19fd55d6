import { Rocket, Send } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";

import {
  checkSuggestion,
  SUGGESTION_MAX_LENGTH,
  SUGGESTION_PROBLEM_MESSAGES,
} from "@domain/suggestions/suggestion-text";
import {
  HONEYPOT_FIELD,
  newIdempotencyKey,
  SUGGESTION_FAILED,
  SUGGESTION_FIELD,
  SUGGESTION_PLACEHOLDER,
  SUGGESTION_SUBMIT_LABEL,
  SUGGESTION_THANKS,
} from "~/contracts/suggestions";

import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { FieldError, Label, Textarea } from "~/components/ui/field";
import { useTypedBeforeHydration } from "~/components/ui/use-typed-before-hydration";
import { useHydrated } from "~/components/use-hydrated";

import { sendSuggestion } from "./send-suggestion";

export type SuggestionFormResult = { sent: true } | { sent: false; error: string; suggestion: string };

/** Without JavaScript, a plain form post to the page's own action, which answers with the same page (`result`). */
export function SuggestionForm({ result }: { result?: SuggestionFormResult }) {
  // So a retried post is stored once (docs/decisions/013); made in the browser, as the page is pre-rendered.
  const key = useRef<string | undefined>(undefined);
  const [sent, setSent] = useState(result?.sent === true);
  const [text, setText] = useState(result && !result.sent ? result.suggestion : "");
  const [error, setError] = useState(result && !result.sent ? result.error : undefined);
  const [sending, setSending] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const thanks = useRef<HTMLDivElement>(null);
  // So keyboard and screen-reader users land on the message.
  const moveFocus = useRef(false);
  const hydrated = useHydrated();
  useTypedBeforeHydration(textarea, text, setText);
  const ids = useId();
  const errorId = `${ids}-error`;
  const hintId = `${ids}-hint`;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    if (sent) thanks.current?.focus();
    else textarea.current?.focus();
  }, [sent]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const checked = checkSuggestion(text);
    if (!checked.ok) {
      setError(SUGGESTION_PROBLEM_MESSAGES[checked.problem]);
      textarea.current?.focus();
      return;
    }
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    setError(undefined);
    setSending(true);
    const ok = await sendSuggestion(
      text,
      typeof honeypot === "string" ? honeypot : "",
      (key.current ??= newIdempotencyKey()),
    );
    setSending(false);
    if (ok) {
      setText("");
      moveFocus.current = true;
      key.current = undefined;
      setSent(true);
    } else {
      window.alert(SUGGESTION_FAILED);
    }
  }

  if (sent) {
    return (
      <div
        ref={thanks}
        tabIndex={-1}
        role="status"
        className={cn(cardClass, "mt-8 flex items-start gap-4 outline-none")}
      >
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-control bg-accent-soft text-accent-text">
          <Rocket aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="text-lg font-semibold text-fg">{SUGGESTION_THANKS}</p>
          <p className="mt-1 text-sm text-fg-muted">
            The team reads every suggestion.{" "}
            <a
              href="/suggest-feature"
              className="link"
              onClick={(event) => {
                event.preventDefault();
                moveFocus.current = true;
                setSent(false);
              }}
            >
              Suggest another feature
            </a>
          </p>
        </div>
      </div>
    );
  }

  return (
    <form method="post" onSubmit={onSubmit} className={cn(cardClass, "mt-8")} aria-busy={sending}>
      <Label htmlFor={`${ids}-suggestion`} className="text-base font-semibold">
        Your suggestion
      </Label>
      <p id={hintId} className="mt-1 text-sm text-fg-muted">
        Up to {SUGGESTION_MAX_LENGTH.toLocaleString("en-US")} characters. We keep only your words and the time they
        arrived, nothing that identifies you, so please leave out personal details.
      </p>
      <Textarea
        ref={textarea}
        id={`${ids}-suggestion`}
        name={SUGGESTION_FIELD}
        required
        maxLength={SUGGESTION_MAX_LENGTH}
        rows={6}
        placeholder={SUGGESTION_PLACEHOLDER}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(undefined);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        className="mt-3"
      />
      {/* Hidden until it can count; its line is kept, so nothing moves on hydration. */}
      <p className={cn("mt-1 text-right text-sm text-fg-muted tabular-nums", !hydrated && "invisible")}>
        {text.length.toLocaleString("en-US")} / {SUGGESTION_MAX_LENGTH.toLocaleString("en-US")} characters
      </p>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <Button type="submit" variant="primary" size="lg" disabled={sending} className="mt-4">
        <Send aria-hidden="true" />
        {sending ? "Sending…" : SUGGESTION_SUBMIT_LABEL}
      </Button>
    </form>
  );
}
