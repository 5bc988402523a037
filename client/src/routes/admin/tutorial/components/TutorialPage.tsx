// A guide's frame: its step number and heading, an introduction, the guide itself and links to the steps before
// and after it. The small pieces guides are written with (sections, tips, placeholders) live here too.
import { type ReactNode, useEffect, useId } from 'react';
import { Link } from 'react-router';
import { type TutorialPath, type TutorialStep, tutorialSteps, tutorialUrl } from '../steps.ts';
import styles from './TutorialPage.module.css';

type Step = (typeof tutorialSteps)[number];

const stepName = (step: TutorialStep) => (step.number ? `${step.number} · ${step.label}` : step.label);

export function TutorialPage({
  path,
  intro,
  children,
}: {
  path: TutorialPath;
  intro: ReactNode;
  children: ReactNode;
}) {
  const index = tutorialSteps.findIndex((step) => step.path === path);
  const step: Step = tutorialSteps[index]!;
  const previous: Step | undefined = tutorialSteps[index - 1];
  const next: Step | undefined = tutorialSteps[index + 1];
  const titleId = useId();
  useEffect(() => {
    document.title = `${step.title} - Tutorial`;
  }, [step.title]);

  return (
    <article className={styles.page} aria-labelledby={titleId}>
      <header className={styles.header}>
        <p className={styles.kicker}>{step.number ? `Passo ${step.number}` : 'Extra'}</p>
        <h1 id={titleId}>{step.title}</h1>
        <div className={styles.intro}>{intro}</div>
      </header>
      {children}
      <nav className={styles.pager} aria-label="Anterior e próximo">
        {previous && (
          <Link to={tutorialUrl(previous.path)} rel="prev">
            <span className={styles.direction}>Anterior</span> {stepName(previous)}
          </Link>
        )}
        {next && (
          <Link to={tutorialUrl(next.path)} rel="next" className={styles.next}>
            <span className={styles.direction}>Próximo</span> {stepName(next)}
          </Link>
        )}
      </nav>
    </article>
  );
}

/** One part of a guide, with its own heading. */
export function GuideSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

/** Numbered instructions, followed in order. */
export function Steps({ children }: { children: ReactNode }) {
  return <ol className={styles.steps}>{children}</ol>;
}

/** A tip or a warning beside the steps. */
export function Tip({ children, kind = 'dica' }: { children: ReactNode; kind?: 'dica' | 'atenção' }) {
  return (
    <aside className={`${styles.tip} ${kind === 'atenção' ? styles.warning : ''}`}>
      <strong>{kind === 'dica' ? 'Dica: ' : 'Atenção: '}</strong>
      {children}
    </aside>
  );
}

/** A value the reader replaces with their own (a domain, an address the support team gives). */
export function Placeholder({ children }: { children: ReactNode }) {
  return <code className={styles.placeholder}>{children}</code>;
}
