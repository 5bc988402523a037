// Builds the GraphQL schema from the domain files; defines nothing itself.
import { builder } from '../builder.ts';
import './scalars.ts';
import './upload.ts';
import './enums.ts';
import './errors/types.ts';
import './image/types.ts';
import './address/types.ts';
import './studio/types.ts';
import './studio/queries.ts';
import './studio/admin-fields.ts';
import './studio/mutations.ts';
import './auth/mutations.ts';
import './banner/mutations.ts';
import './event/types.ts';
import './event/settings-fields.ts';
import './event/mutations.ts';
import './photo/types.ts';
import './photo/mutations.ts';
import './pricing/types.ts';
import './pricing/mutations.ts';
import './cart/types.ts';
import './gallery/types.ts';
import './gallery/mutations.ts';
import './cart/mutations.ts';
import './checkout/types.ts';
import './checkout/mutations.ts';
import './checkout/session-fields.ts';
import './order/types.ts';
import './order/mutations.ts';
import './order/archive-link.ts';
import './event/sale-fields.ts';
import './event/order-fields.ts';

builder.queryType({});
builder.mutationType({});

export const schema = builder.toSchema();
