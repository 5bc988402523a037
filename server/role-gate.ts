// Admin operations by role: `authScopes: byRole` makes scope-auth look the field's coordinate up in
// domain/operation-access.ts; the roleGate plugin asks the same question before the arguments are validated
// (Pothos validates arguments before any resolver wrapper runs), so a member whose role may not run an operation
// gets FORBIDDEN and learns nothing of its rules.
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import { GraphQLError, type GraphQLFieldResolver, type GraphQLResolveInfo } from 'graphql';
import { apiTokenForbiddenMessage } from './domain/api-tokens.ts';
import { accessOf } from './domain/operation-access.ts';
import { forbiddenMessage, roleMay } from './domain/roles.ts';
import { tokenMay } from './domain/token-scopes.ts';
import type { Viewer } from './services/request-context.ts';

/** The schema coordinate of the field being resolved ('Mutation.createEvent', 'Studio.orders'). */
export function coordinateOf(info: Pick<GraphQLResolveInfo, 'parentType' | 'fieldName'>): string {
  return `${info.parentType.name}.${info.fieldName}`;
}

/** For an admin field: `authScopes: byRole`. */
export function byRole(_parent: unknown, _args: unknown, _context: unknown, info: GraphQLResolveInfo) {
  return { adminCan: coordinateOf(info) };
}

/** For a field an admin (by role) or a customer with a session of the event may read. */
export function byRoleOrGallerySession(
  event: { id: string },
  _args: unknown,
  _context: unknown,
  info: GraphQLResolveInfo,
) {
  return { $any: { adminCan: coordinateOf(info), hasGallerySession: event.id } };
}

/**
 * Whether the viewer is a member whose role may run the operation at `coordinate`; an API token must also have a
 * scope that allows it (domain/token-scopes.ts).
 */
export function viewerMay(viewer: Viewer, coordinate: string): boolean {
  if (viewer.kind !== 'admin') return false;
  const access = accessOf(coordinate);
  return (
    access !== undefined &&
    access !== 'public' &&
    access !== 'customer' &&
    access !== 'operator' &&
    roleMay(viewer.role, access) &&
    (!viewer.apiToken || tokenMay(viewer.apiToken.scopes, coordinate))
  );
}

/** What a viewer refused an operation hears: a member about their role, a token about its scopes. */
export function forbiddenMessageFor(viewer: Viewer): string {
  return viewer.kind === 'admin' && viewer.apiToken ? apiTokenForbiddenMessage : forbiddenMessage;
}

export const forbidden = (viewer: Viewer) =>
  new GraphQLError(forbiddenMessageFor(viewer), { extensions: { code: 'FORBIDDEN' } });

class RoleGatePlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapArgMappers(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    if (!resolver || !fieldConfig.argMappers.length) return resolver;
    if ((fieldConfig.pothosOptions as { authScopes?: unknown }).authScopes !== byRole) return resolver;
    const coordinate = `${fieldConfig.parentType}.${fieldConfig.name}`;
    return (parent, args, context, info) => {
      const { viewer } = context as { viewer: Viewer };
      // An operator is never a studio's member; anyone else goes on to scope-auth, which answers as it always has.
      if (viewer.kind === 'operator' || (viewer.kind === 'admin' && !viewerMay(viewer, coordinate))) {
        throw forbidden(viewer);
      }
      return resolver(parent, args, context, info);
    };
  }
}

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      roleGate: RoleGatePlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin('roleGate', RoleGatePlugin);
