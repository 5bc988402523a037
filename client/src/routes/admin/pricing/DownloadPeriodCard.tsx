// 'Prazo para baixar após o encerramento': how many days orders paid before an event's gallery closed keep their
// downloads after it (0 to 365; 30 unless changed).
import { type FormEvent, useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { DownloadPeriodCard_studio$key } from '../../../__generated__/DownloadPeriodCard_studio.graphql.ts';
import { TextField } from '../../../components/Field.tsx';
import { maskDigits } from '../../../components/masks.ts';
import { useResultToast } from '../../../components/useResultToast.ts';
import { useUpdateDownloadDaysAfterExpiryMutation } from '../mutations/useUpdateDownloadDaysAfterExpiryMutation.ts';

export function DownloadPeriodCard({ studio }: { studio: DownloadPeriodCard_studio$key }) {
  const data = useFragment(
    graphql`
      fragment DownloadPeriodCard_studio on Studio {
        downloadDaysAfterExpiry
      }
    `,
    studio,
  );
  const [days, setDays] = useState(String(data.downloadDaysAfterExpiry));
  useEffect(() => setDays(String(data.downloadDaysAfterExpiry)), [data.downloadDaysAfterExpiry]);
  const [update, saving] = useUpdateDownloadDaysAfterExpiryMutation();
  const { report, failed } = useResultToast();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update(days === '' ? -1 : Number(days)).then((result) => report(result), failed);
  };

  return (
    <form className="card" aria-labelledby="download-period-title" onSubmit={submit}>
      <h2 id="download-period-title">Prazo para baixar após o encerramento</h2>
      <p>
        Quando um evento tem data para encerrar as vendas, quem já pagou continua baixando as fotos por estes
        dias depois do encerramento.
      </p>
      <div className="form-row">
        <TextField
          id="download-days"
          label="Dias após o encerramento (0 a 365)"
          inputMode="numeric"
          required
          value={days}
          onChange={(event) => setDays(maskDigits(event.target.value).slice(0, 3))}
        />
      </div>
      <button
        type="submit"
        className="button button-primary"
        disabled={saving || days === String(data.downloadDaysAfterExpiry)}
      >
        Salvar prazo
      </button>
    </form>
  );
}
