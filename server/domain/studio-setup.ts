// Refusals of the operator's studio commands (npm run studio), in the operator's words.
import { DomainError } from './errors.ts';

export class StudioSetupError extends DomainError {}
