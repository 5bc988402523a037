// The studio's tables of lines it can remove (a form's field array, a saved price table): a row of cells per line with
// its 'Remover', and the line's error, if any, in a row of its own under it.
import type { ReactNode } from 'react';
import { FieldError } from '../../../components/Field.tsx';

export function LinesTable({
  className,
  headers,
  lines,
  cells,
  errorOf,
  onRemove,
}: {
  className?: string;
  /** The columns' titles, before the actions' column. */
  headers: readonly string[];
  lines: readonly { id: string }[];
  /** The line's cells (<td>), before its 'Remover'. */
  cells: (index: number) => ReactNode;
  errorOf?: (index: number) => string | undefined;
  onRemove: (index: number) => void;
}) {
  return (
    <table className={className}>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header}>{header}</th>
          ))}
          <th>
            <span className="visually-hidden">Ações</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => {
          const error = errorOf?.(index);
          return [
            <tr key={line.id}>
              {cells(index)}
              <td>
                <button type="button" className="button-link" onClick={() => onRemove(index)}>
                  Remover
                </button>
              </td>
            </tr>,
            error ? (
              <tr key={`${line.id}-error`}>
                <td colSpan={headers.length + 1}>
                  <FieldError message={error} />
                </td>
              </tr>
            ) : null,
          ];
        })}
      </tbody>
    </table>
  );
}
