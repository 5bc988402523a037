// 'Convidar clientes': one client typed (nome, e-mail, WhatsApp), a pasted list (one per line, the fields in any
// order, separated by commas, semicolons or tabs) or a CSV file with the columns nome, e-mail and WhatsApp. The
// list is read here with the server's own rules, so each bad line shows its reason before anything is sent.
import { type FormEvent, useId, useState } from 'react';
import {
  invitationLimits,
  type LineProblem,
  type ParsedInvitees,
  parseCsvInvitees,
  parsePastedInvitees,
} from '../../../../../../../server/domain/invitations.ts';
import { maskWhatsApp } from '../../../../../../../server/domain/text-rules.ts';
import { TextField } from '../../../../../components/Field.tsx';
import { useResultToast } from '../../../../../components/useResultToast.ts';
import { AdminCard } from '../../../components/AdminCard.tsx';
import styles from '../InvitationsRoute.module.css';
import { useAddEventInvitationsMutation } from '../mutations/useInvitationMutations.ts';

/** A spreadsheet's CSV: UTF-8, or Windows-1252 as Excel in Portuguese saves it. */
async function readCsvFile(file: File): Promise<string> {
  const bytes = await file.arrayBuffer();
  const text = new TextDecoder('utf-8').decode(bytes);
  return text.includes('\uFFFD') ? new TextDecoder('windows-1252').decode(bytes) : text;
}

export function AddInviteesCard({ eventId, onAdded }: { eventId: string; onAdded: () => void }) {
  const ids = useId();
  const { report, failed } = useResultToast();
  const [add, adding] = useAddEventInvitationsMutation();
  const [typed, setTyped] = useState({ name: '', email: '', whatsApp: '' });
  const [pasted, setPasted] = useState('');
  const [file, setFile] = useState<{ name: string; parsed: ParsedInvitees } | null>(null);
  const [serverProblems, setServerProblems] = useState<LineProblem[]>([]);
  const parsed = file?.parsed ?? (pasted.trim() ? parsePastedInvitees(pasted) : null);
  const problems = [...(parsed?.problems ?? []), ...serverProblems].sort((a, b) => a.line - b.line);
  const tooMany = (parsed?.invitees.length ?? 0) > invitationLimits.perBatch;

  const send = async (invitees: ParsedInvitees['invitees']) => {
    try {
      const result = await add({
        event: { id: eventId },
        invitees: invitees.map(({ name, email, whatsApp }) => ({ name, email, whatsApp })),
      });
      if (!report(result)) return false;
      const skipped = (result?.__typename === 'AddEventInvitationsPayload' && result.skipped) || [];
      setServerProblems(
        skipped.map((problem) => {
          const invitee = invitees[problem.line - 1];
          return {
            line: invitee?.line ?? problem.line,
            text: invitee ? [invitee.name, invitee.email, invitee.whatsApp].filter(Boolean).join(', ') : '',
            message: problem.message,
          };
        }),
      );
      onAdded();
      return true;
    } catch {
      failed();
      return false;
    }
  };

  const addTyped = async (event: FormEvent) => {
    event.preventDefault();
    const read = parsePastedInvitees([typed.name, typed.email, typed.whatsApp].join('\t'));
    const problem = read.problems[0];
    if (problem) {
      setServerProblems([{ ...problem, line: 0, text: 'Cliente digitado' }]);
      return;
    }
    if (await send(read.invitees)) setTyped({ name: '', email: '', whatsApp: '' });
  };

  const addList = async () => {
    if (!parsed?.invitees.length || tooMany) return;
    if (await send(parsed.invitees)) {
      setPasted('');
      setFile(null);
    }
  };

  return (
    <AdminCard title="Convidar clientes" titleId={`${ids}-title`}>
      <form className={styles.typed} onSubmit={addTyped}>
        <TextField
          id={`${ids}-name`}
          label="Nome"
          autoComplete="off"
          value={typed.name}
          onChange={(change) => setTyped({ ...typed, name: change.target.value })}
        />
        <TextField
          id={`${ids}-email`}
          label="E-mail"
          type="email"
          autoComplete="off"
          value={typed.email}
          onChange={(change) => setTyped({ ...typed, email: change.target.value })}
        />
        <TextField
          id={`${ids}-whatsapp`}
          label="WhatsApp"
          inputMode="tel"
          autoComplete="off"
          value={typed.whatsApp}
          onChange={(change) => setTyped({ ...typed, whatsApp: maskWhatsApp(change.target.value) })}
        />
        <button type="submit" className="button button-primary" disabled={adding}>
          Adicionar
        </button>
      </form>

      <div className="field">
        <label htmlFor={`${ids}-list`}>
          Ou cole uma lista (um cliente por linha: nome, e-mail, WhatsApp)
        </label>
        <textarea
          id={`${ids}-list`}
          rows={6}
          value={pasted}
          disabled={Boolean(file)}
          placeholder={'Ana Souza, ana@exemplo.com, (11) 98765-4321\nBruno Lima; bruno@exemplo.com'}
          onChange={(change) => {
            setPasted(change.target.value);
            setServerProblems([]);
          }}
        />
      </div>
      <div className={styles.fileRow}>
        <label className="button" htmlFor={`${ids}-file`}>
          Importar CSV
        </label>
        <input
          id={`${ids}-file`}
          className={styles.fileInput}
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={async (change) => {
            const chosen = change.target.files?.[0];
            change.target.value = '';
            if (!chosen) return;
            setServerProblems([]);
            setFile({ name: chosen.name, parsed: parseCsvInvitees(await readCsvFile(chosen)) });
          }}
        />
        {file ? (
          <span>
            {file.name}{' '}
            <button type="button" className="button-link" onClick={() => setFile(null)}>
              remover
            </button>
          </span>
        ) : (
          <span className="muted">Colunas: nome, e-mail e WhatsApp (com cabeçalho).</span>
        )}
      </div>

      {parsed && (
        <p role="status">
          {parsed.invitees.length === 1 ? '1 cliente pronto' : `${parsed.invitees.length} clientes prontos`}
          {parsed.problems.length > 0 &&
            ` · ${parsed.problems.length === 1 ? '1 linha com erro' : `${parsed.problems.length} linhas com erro`}`}
        </p>
      )}
      {tooMany && (
        <p className="field-error" role="alert">
          Adicione no máximo {invitationLimits.perBatch.toLocaleString('pt-BR')} clientes de cada vez.
        </p>
      )}
      {problems.length > 0 && (
        <ul className={styles.problems} aria-label="Linhas com erro">
          {problems.slice(0, 200).map((problem) => (
            <li key={`${problem.line}-${problem.message}-${problem.text}`}>
              {problem.line > 0 ? `Linha ${problem.line}: ` : ''}
              <strong>{problem.message}</strong>
              {problem.text && <span className="muted"> — {problem.text}</span>}
            </li>
          ))}
          {problems.length > 200 && <li className="muted">e mais {problems.length - 200} linhas com erro</li>}
        </ul>
      )}
      {parsed && parsed.invitees.length > 0 && (
        <button
          type="button"
          className="button button-primary"
          disabled={adding || tooMany}
          onClick={addList}
        >
          {parsed.invitees.length === 1
            ? 'Adicionar 1 cliente'
            : `Adicionar ${parsed.invitees.length} clientes`}
        </button>
      )}
    </AdminCard>
  );
}
