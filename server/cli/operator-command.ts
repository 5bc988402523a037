// `npm run operator -- <command>`: the platform's operator accounts, as a function tests can call.
import { parseArgs } from 'node:util';
import type { Db } from '../database/database.ts';
import { StudioSetupError } from '../domain/studio-setup.ts';
import {
  createOperator,
  listOperators,
  revokeOperatorSessions,
} from '../services/operators/operator-accounts.ts';
import type { Secrets } from '../services/secrets/secrets.ts';

export const operatorUsage = `Usage:
  npm run operator -- create <email> [--password "..."]   a new operator of /plataforma; prints, once, the password
                                                          (when none is given), the TOTP secret and its otpauth://
                                                          address for the authenticator app, and 10 recovery codes
  npm run operator -- sign-out <email>                    ends every session of the operator
  npm run operator -- list`;

export async function runOperatorCommand(db: Db, secrets: Secrets, argv: string[]): Promise<string> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'create': {
      const { values, positionals } = parseArgs({
        args: rest,
        allowPositionals: true,
        options: { password: { type: 'string' } },
      });
      const [email] = positionals;
      if (!email) throw new StudioSetupError(operatorUsage);
      const created = await createOperator(db, secrets, { email, password: values.password });
      return [
        `Created operator ${created.email}. What follows is shown only now: keep it safe.`,
        ...(created.password ? [`Password: ${created.password}`] : []),
        `TOTP secret: ${created.totpSecret}`,
        `Authenticator address (scan or paste): ${created.otpauthUri}`,
        'Recovery codes (each works once in place of a code):',
        ...created.recoveryCodes.map((code) => `  ${code}`),
        'Sign in at /plataforma.',
      ].join('\n');
    }
    case 'sign-out': {
      const [email] = rest;
      if (!email) throw new StudioSetupError(operatorUsage);
      const count = await revokeOperatorSessions(db, email);
      return `Ended ${count} session(s) of ${email}.`;
    }
    case 'list':
      return (await listOperators(db))
        .map((operator) => `${operator.email}\t${operator.createdAt.toISOString()}`)
        .join('\n');
    default:
      throw new StudioSetupError(operatorUsage);
  }
}
