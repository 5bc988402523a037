// What a page opened from an e-mail's link shows: a button (not the link itself) does what the e-mail offered, so a
// mail scanner that opens links does nothing; then the server's answer, or a note that the link came incomplete.
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../relay/mutations.ts';

type Result = { __typename: string; message?: string };

export function EmailLinkAction({
  complete,
  question,
  buttonLabel,
  busy,
  run,
  successType,
}: {
  /** The link carries what the action needs. */
  complete: boolean;
  question: ReactNode;
  buttonLabel: string;
  busy: boolean;
  run: () => Promise<Result>;
  /** The success payload's __typename, whose message is shown. */
  successType: string;
}) {
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const act = () =>
    run().then(
      (result) => {
        const failure = errorMessage(result);
        setOutcome(
          failure !== null
            ? { ok: false, text: failure }
            : { ok: true, text: result.__typename === successType ? (result.message ?? '') : '' },
        );
      },
      () => setOutcome({ ok: false, text: 'Algo deu errado. Tente novamente.' }),
    );
  if (outcome)
    return (
      <p className={`notice ${outcome.ok ? 'notice-success' : 'notice-danger'}`} role="status">
        {outcome.text}
      </p>
    );
  if (!complete)
    return (
      <p className="notice notice-danger" role="status">
        Este link está incompleto. Abra-o de novo pelo e-mail que você recebeu.
      </p>
    );
  return (
    <>
      {question}
      <button type="button" className="button button-primary" disabled={busy} onClick={act}>
        {buttonLabel}
      </button>
    </>
  );
}
