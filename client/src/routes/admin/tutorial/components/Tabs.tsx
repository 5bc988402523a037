// Tabs as the WAI-ARIA pattern has them: one tab stop for the list, arrows (wrapping), Home and End move between
// tabs and show each one's panel at once.
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styles from './Tabs.module.css';

export interface Tab {
  label: string;
  content: ReactNode;
}

export function Tabs({ label, tabs }: { label: string; tabs: Tab[] }) {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const base = useId();
  const tabId = (index: number) => `${base}-tab-${index}`;
  const panelId = (index: number) => `${base}-panel-${index}`;

  const select = (index: number) => {
    const target = (index + tabs.length) % tabs.length;
    setSelected(target);
    buttons.current[target]?.focus();
  };
  const move = (event: KeyboardEvent) => {
    const targets: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={move}>
        {tabs.map((tab, index) => (
          <button
            key={tab.label}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={index === selected}
            aria-controls={panelId(index)}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.label}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          hidden={index !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel without focusable content is focusable
          tabIndex={0}
          className={styles.panel}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
