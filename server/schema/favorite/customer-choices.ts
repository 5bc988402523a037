// What customers chose in an event, for its studio's admin only: each customer's favourites and cart (who, which
// photos, when), and the link of an offer that opens a customer's favourites ready to go into a cart.

import { builder } from '../../builder.ts';
import { customerLabel, offerPath } from '../../domain/customer-choices.ts';
import { byRole } from '../../role-gate.ts';
import { customerChoicesWhere, customerOfferToken } from '../../services/gallery/customer-choices.ts';
import { EventRef } from '../event/types.ts';

const readyPhoto = { photo: { status: 'READY' as const } };
/** Photos shown per customer and list; the counts say how many there are in all. */
const photosShown = 60;

const ChosenFavoriteRef = builder.prismaObject('FavoritePhoto', {
  name: 'ChosenFavorite',
  description: 'A photo a customer marked with the heart, and when.',
  fields: (t) => ({
    id: t.exposeID('id'),
    photo: t.relation('photo'),
    chosenAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const ChosenCartItemRef = builder.prismaObject('CartItem', {
  name: 'ChosenCartItem',
  description: "A photo in a customer's cart, and when it went in.",
  fields: (t) => ({
    id: t.exposeID('id'),
    photo: t.relation('photo'),
    quantity: t.exposeInt('quantity'),
    chosenAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const ChosenCartRef = builder.prismaObject('Cart', {
  name: 'ChosenCart',
  description: "A customer's current cart as the studio sees it.",
  fields: (t) => ({
    id: t.exposeID('id'),
    bought: t.boolean({
      description: 'Paid and being delivered: the photos are an order now.',
      select: { status: true },
      resolve: (cart) => cart.status === 'PREPARING_DELIVERY',
    }),
    itemCount: t.relationCount('items'),
    items: t.relation('items', {
      type: ChosenCartItemRef,
      query: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: photosShown },
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const CustomerChoiceRef = builder.prismaObject('GallerySession', {
  variant: 'CustomerChoice',
  description:
    "A customer of an event (one gallery session) and what they chose: their favourites and their cart's photos.",
  fields: (t) => ({
    id: t.exposeID('id'),
    label: t.string({
      description: 'Who: the name they saved, else their e-mail, else "Visitante" and a code of the session.',
      select: { id: true, firstName: true, lastName: true, email: true },
      resolve: (session) => customerLabel(session),
    }),
    email: t.string({
      nullable: true,
      select: { email: true },
      resolve: (session) => session.email.trim() || null,
    }),
    openedAt: t.expose('createdAt', {
      type: 'DateTime',
      description: 'When the customer opened the gallery (this session began).',
    }),
    favoriteCount: t.relationCount('favorites', { where: readyPhoto }),
    favorites: t.relation('favorites', {
      type: ChosenFavoriteRef,
      description: `The newest ${photosShown} favourites still in the gallery.`,
      query: { where: readyPhoto, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: photosShown },
    }),
    cart: t.relation('cart', { type: ChosenCartRef, nullable: true }),
    offerPath: t.string({
      description:
        "The offer link's path (/{urlEvento}/favoritas/{token}): this customer's favourites, which whoever opens " +
        'the gallery with it can put in their cart at once. Signed for this session; it shows the photos only.',
      select: { id: true, event: { select: { slug: true } } },
      resolve: (session, _args, context) =>
        offerPath(session.event.slug, customerOfferToken(context.services.secrets, session.id)),
    }),
  }),
});

builder.prismaObjectFields(EventRef, (t) => ({
  customerChoices: t.relatedConnection('gallerySessions', {
    type: CustomerChoiceRef,
    description:
      'The customers who marked favourites or put photos in their cart, the newest sessions first (studio admin).',
    authScopes: byRole,
    cursor: 'id',
    defaultSize: 20,
    maxSize: 50,
    totalCount: true,
    query: () => ({ where: customerChoicesWhere, orderBy: { id: 'desc' } }),
  }),
}));
