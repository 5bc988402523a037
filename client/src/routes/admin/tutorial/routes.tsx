// The tutorial's pages under /adm/ajuda/tutorial (the layout's children): the index opens step 01. The guides
// come in their own chunk, so the admin's other pages never download them.
import { Navigate, type RouteObject } from 'react-router';
import { tutorialSteps, tutorialUrl } from './steps.ts';

export const tutorialRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={tutorialUrl(tutorialSteps[0].path)} replace /> },
  ...tutorialSteps.map((step) => ({
    path: step.path,
    lazy: async () => ({ Component: (await import('./guides.ts')).guides[step.path] }),
  })),
];
