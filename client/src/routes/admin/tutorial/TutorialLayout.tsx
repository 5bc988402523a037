// /adm/ajuda/tutorial: the guides' side menu (steps 01, 02, 04, 05, 06, 07 and the custom domain) beside the guide
// being read; on a tablet the menu sits above it.
import { NavLink, Outlet } from 'react-router';
import { tutorialSteps, tutorialUrl } from './steps.ts';
import styles from './TutorialLayout.module.css';

export function TutorialLayout() {
  const numbered = tutorialSteps.filter((step) => step.number !== null);
  const extras = tutorialSteps.filter((step) => step.number === null);
  return (
    <div className={styles.layout}>
      <nav className={styles.menu} aria-label="Passos do tutorial">
        <p className={styles.title}>Tutorial</p>
        <ul className={styles.links}>
          {numbered.map((step) => (
            <li key={step.path}>
              <NavLink to={tutorialUrl(step.path)}>
                <span className={styles.number}>{step.number}</span> {step.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <p className={styles.title}>Extra</p>
        <ul className={styles.links}>
          {extras.map((step) => (
            <li key={step.path}>
              <NavLink to={tutorialUrl(step.path)}>{step.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.guide}>
        <Outlet />
      </div>
    </div>
  );
}
