// `npm run studio -- <command>`: what a platform operator does to studios, as a function tests can call.
import { parseArgs } from 'node:util';
import type { Db } from '../database/database.ts';
import { StudioSetupError } from '../domain/studio-setup.ts';
import { ensurePlans } from '../services/studios/plans.ts';
import {
  changePlan,
  createStudio,
  listStudios,
  setPlanMessage,
  setPlanStatus,
  setStudioDomain,
} from '../services/studios/platform-studios.ts';

export const studioUsage = `Usage:
  npm run studio -- create --name "Estúdio Luz" --slug estudio-luz --email dono@luz.com.br --password "..." [--domain fotos.luz.com.br] [--plan gratuito]
  npm run studio -- plan <slug> <plan code>            change the studio's plan (gratuito, profissional, ...)
  npm run studio -- status <slug> active|pending       pending: the plan has unpaid bills, uploads are refused
  npm run studio -- message <slug> alert|failure "text"  show a plan message in the studio's admin (clear: message <slug> none)
  npm run studio -- domain <slug> <domain>|none         set the studio's own domain as verified (active), or remove it
  npm run studio -- list`;

export interface StudioCommandOptions {
  /** Studios' addresses on the platform, which cannot be a studio's own domain. */
  platformDomain?: string | undefined;
}

/** Runs one command; returns what to print. Throws StudioSetupError for a wrong request. */
export async function runStudioCommand(
  db: Db,
  argv: string[],
  options: StudioCommandOptions = {},
): Promise<string> {
  await ensurePlans(db);
  const [command, ...rest] = argv;
  switch (command) {
    case 'create': {
      const { values } = parseArgs({
        args: rest,
        options: {
          name: { type: 'string' },
          slug: { type: 'string' },
          email: { type: 'string' },
          password: { type: 'string' },
          domain: { type: 'string' },
          plan: { type: 'string' },
        },
      });
      if (!values.name || !values.slug || !values.email || !values.password) {
        throw new StudioSetupError(`create needs --name, --slug, --email and --password.\n${studioUsage}`);
      }
      const studio = await createStudio(db, {
        name: values.name,
        slug: values.slug,
        domain: values.domain,
        adminEmail: values.email,
        adminPassword: values.password,
        planCode: values.plan,
      });
      return `Created studio "${studio.name}" at ${studio.slug}; its admin logs in with ${values.email}.`;
    }
    case 'plan': {
      const [slug, code] = rest;
      if (!slug || !code) throw new StudioSetupError(studioUsage);
      await changePlan(db, slug, code);
      return `Studio ${slug} is now on plan ${code}.`;
    }
    case 'status': {
      const [slug, status] = rest;
      if (!slug || (status !== 'active' && status !== 'pending')) throw new StudioSetupError(studioUsage);
      await setPlanStatus(db, slug, status === 'active' ? 'ACTIVE' : 'PENDING');
      return `Studio ${slug}: plan ${status}.`;
    }
    case 'message': {
      const [slug, type, text] = rest;
      if (!slug || !type) throw new StudioSetupError(studioUsage);
      if (type === 'none') {
        await setPlanMessage(db, slug, null);
        return `Studio ${slug}: plan message cleared.`;
      }
      if ((type !== 'alert' && type !== 'failure') || !text) throw new StudioSetupError(studioUsage);
      await setPlanMessage(db, slug, { type: type === 'alert' ? 'ALERT' : 'FAILURE', text });
      return `Studio ${slug}: plan message set.`;
    }
    case 'domain': {
      const [slug, domain] = rest;
      if (!slug || !domain) throw new StudioSetupError(studioUsage);
      if (domain === 'none') {
        await setStudioDomain(db, slug, null);
        return `Studio ${slug}: own domain removed; it is served at its platform address only.`;
      }
      const studio = await setStudioDomain(db, slug, domain, options);
      return `Studio ${slug}: domain ${studio.domain} set and active (DNS must point it at the platform; it is re-checked daily).`;
    }
    case 'list': {
      const studios = await listStudios(db);
      return studios
        .map(
          (studio) =>
            `${studio.slug}\t${studio.name}\t${studio.plan.code}\t${studio.planStatus}\t${studio.domain ?? ''}`,
        )
        .join('\n');
    }
    default:
      throw new StudioSetupError(studioUsage);
  }
}
