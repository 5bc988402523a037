// The photographer an upload, a reassignment or the event page's filter names: a member of the team or a typed name.
import { builder } from '../builder.ts';
import { photographerNameMaxLength } from '../domain/photographers.ts';

export const PhotographerInput = builder.inputType('PhotographerInput', {
  description:
    'A member of the team (memberId, TeamMember.id) or a name typed for someone outside it; not both.',
  fields: (t) => ({
    memberId: t.id({ description: 'TeamMember.id (StudioPhotographer.id).' }),
    name: t.string({ description: `A typed name, up to ${photographerNameMaxLength} characters.` }),
  }),
});
