// The events an endpoint receives, one checkbox each with what it means.
import styles from '../../IntegrationsRoute.module.css';

export interface EventTypeOption {
  readonly type: string;
  readonly label: string;
}

export function EventChoices({
  options,
  chosen,
  onChange,
}: {
  options: readonly EventTypeOption[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  return (
    <fieldset className={styles.choices}>
      <legend>Eventos</legend>
      {options.map((option) => (
        <label key={option.type} className={styles.choice}>
          <input
            type="checkbox"
            checked={chosen.includes(option.type)}
            onChange={(change) =>
              onChange(
                change.target.checked
                  ? [...chosen, option.type]
                  : chosen.filter((type) => type !== option.type),
              )
            }
          />
          <span>
            <code>{option.type}</code> <span className="field-hint">{option.label}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
