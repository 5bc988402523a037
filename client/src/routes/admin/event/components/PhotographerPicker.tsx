// 'Fotógrafo': whom photos are credited to, a member of the team or 'Outro: nome' (someone outside it, typed).
import { useId } from 'react';

/** A member (memberId) or a typed name; a typed name still empty is not a choice yet. */
export type PhotographerChoice =
  | { memberId: string; name?: undefined }
  | { name: string; memberId?: undefined };

export const otherPhotographer = 'outro';

export function PhotographerPicker({
  team,
  value,
  onChange,
  disabled,
}: {
  team: readonly { id: string; name: string }[];
  value: PhotographerChoice;
  onChange: (choice: PhotographerChoice) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const selected = value.memberId ?? otherPhotographer;
  return (
    <div className="field">
      <label htmlFor={`${id}-who`}>Fotógrafo</label>
      <select
        id={`${id}-who`}
        value={selected}
        disabled={disabled}
        onChange={(event) =>
          onChange(event.target.value === otherPhotographer ? { name: '' } : { memberId: event.target.value })
        }
      >
        {team.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
        <option value={otherPhotographer}>Outro: nome</option>
      </select>
      {value.memberId === undefined && (
        <input
          aria-label="Nome do fotógrafo"
          placeholder="Nome do fotógrafo"
          maxLength={80}
          value={value.name}
          disabled={disabled}
          onChange={(event) => onChange({ name: event.target.value })}
        />
      )}
    </div>
  );
}
