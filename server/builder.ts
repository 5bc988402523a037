// The Pothos schema builder and its plugins; types are defined in schema/<domain>/, never here.
import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ValidationPlugin from '@pothos/plugin-validation';
import { GraphQLError } from 'graphql';
import type { FileUpload } from 'graphql-upload-minimal';
import { z } from 'zod';
import type { Context } from './context.ts';
import { signInAgainMessage } from './domain/auth.ts';
import type PrismaTypes from './generated/pothos-types.ts';
import { getDatamodel } from './generated/pothos-types.ts';
import { forbiddenMessageFor, viewerMay } from './role-gate.ts';

// zod's own messages in Portuguese, for the rules that do not carry one from the spec.
z.config(z.locales.ptBR());

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: {
    isStudioAdmin: boolean;
    /** The platform's operator, signed in with the second factor (/plataforma). */
    isOperator: boolean;
    /**
     * A studio admin whose role may run this operation (a coordinate of domain/operation-access.ts, the table
     * that classifies every operation); an unclassified coordinate is refused to everyone.
     */
    adminCan: string;
    /** A customer with a gallery session (of any event of the studio). */
    isGalleryCustomer: boolean;
    /** A customer with a gallery session of this event. */
    hasGallerySession: string;
  };
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    Upload: { Input: Promise<FileUpload>; Output: never };
  };
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
}>({
  // roleGate first: the outermost wrapper, it refuses a role before its arguments are validated (role-gate.ts).
  plugins: ['roleGate', ScopeAuthPlugin, PrismaPlugin, RelayPlugin, ErrorsPlugin, ValidationPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    // A subscription's scopes are checked once, when it opens (each change is then read through the fields' own).
    authorizeOnSubscribe: true,
    authScopes: (context) => ({
      isStudioAdmin: context.viewer.kind === 'admin',
      isOperator: context.viewer.kind === 'operator',
      adminCan: (coordinate: string) => viewerMay(context.viewer, coordinate),
      isGalleryCustomer: context.viewer.kind === 'gallery',
      hasGallerySession: (eventId: string) =>
        context.viewer.kind === 'gallery' && context.viewer.eventId === eventId,
    }),
    // Callers without the session a field needs are told to open one again (REST answers 401): customers their
    // gallery, studio admins their login. A signed-in admin asking for a customer's field gets 403.
    unauthorizedError: (_parent, context, _info, result) => {
      const failed = JSON.stringify(result.failure);
      const galleryField = failed.includes('isGalleryCustomer') || failed.includes('hasGallerySession');
      if (context.viewer.kind === 'admin' || context.viewer.kind === 'operator') {
        return new GraphQLError(forbiddenMessageFor(context.viewer), {
          extensions: { code: 'FORBIDDEN' },
        });
      }
      if (galleryField) {
        return new GraphQLError('Sua sessão na galeria expirou. Abra a galeria novamente.', {
          extensions: { code: 'UNAUTHENTICATED' },
        });
      }
      return new GraphQLError(signInAgainMessage, {
        extensions: { code: 'UNAUTHENTICATED' },
      });
    },
  },
  prisma: {
    client: (context) => context.db,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    edgesFieldOptions: { nullable: false },
    nodeFieldOptions: { nullable: false },
  },
  errors: {
    unsafelyHandleInputErrors: true,
    directResult: true,
    defaultUnionOptions: {
      name: ({ fieldName }) => `${fieldName[0]!.toUpperCase()}${fieldName.slice(1)}Result`,
    },
  },
});
