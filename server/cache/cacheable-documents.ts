// Which queries a customer's answer may be cached for: those that read only what the read versions cover (the
// studio's own row, the session's event with its photos and prices, the session, its cart with its order and
// payments). Anything else (banners, event lists, orders of an event, download links) is read fresh every time.
import { decodeGlobalID } from '@pothos/plugin-relay';
import {
  type DocumentNode,
  type GraphQLSchema,
  Kind,
  TypeInfo,
  valueFromASTUntyped,
  visit,
  visitWithTypeInfo,
} from 'graphql';

/** Every field of these types is covered by the versions of the rows they come from. */
const coveredTypes = new Set([
  'GallerySession',
  'Cart',
  'CartItem',
  'CartShipping',
  'CartHighResolution',
  'ShippingPackage',
  'PersonalData',
  'Address',
  'Image',
  'HighResolutionSize',
  'DigitalSettings',
  'PrintedSettings',
  'PriceTable',
  'PriceTableItem',
  'SaleOption',
  'SaleReadiness',
  'PrintSize',
  // A cart line's print crop: a column of the CartItem row, whose changes bump the cart's version.
  'PrintCrop',
  'PaymentAttempt',
  // The event's discounts: tier rows bump the event's version (migration event_discounts).
  'DiscountTier',
  'CartDiscount',
  'CartAllPhotos',
  'EventPhotosConnection',
  'EventPhotosConnectionEdge',
  'PageInfo',
]);

/** Of these types, only the fields listed (the others read rows the versions do not follow, or sign links). */
const coveredFields: Record<string, ReadonlySet<string>> = {
  Query: new Set(['studio', 'gallerySession']),
  Studio: new Set([
    'id',
    'slug',
    'name',
    'accentColor',
    // From the studio's own row (suspendedAt), whose changes bump its read version.
    'suspended',
    'logo',
    'footerLogo',
    'footerEmail',
    'footerPhone',
    'aboutImage',
    'aboutText',
    'aboutWhatsApp',
    'aboutWhatsAppUrl',
    'address',
    'printSizes',
    'watermark',
    // Its emailVerifiedAt column: the studio's own row (sign-up/queries.ts).
    'storefrontOpen',
  ]),
  Event: new Set([
    'id',
    'name',
    'slug',
    'mode',
    'deliveryFormat',
    'packagePhotoCount',
    'isPrivate',
    'cover',
    'digital',
    'printed',
    'priceTable',
    'saleOptions',
    'saleReadiness',
    'startingPriceCents',
    'discountTiers',
    'allPhotosPriceCents',
    'allPhotosOffered',
    // A column of the event's own row; its search (searchPhotosByNumber) reads rows no version follows.
    'bibSearch',
    // Same for the selfie search (searchPhotosBySelfie is a mutation; selfieConsentText is read when it is opened).
    'faceSearch',
    'createdAt',
    // Columns of the event's own row (the day shown is its date, else the day it was created).
    'eventDate',
    'day',
    'published',
    'photoCount',
    'photos',
  ]),
  Photo: new Set([
    'id',
    'name',
    'originalName',
    'width',
    'height',
    'createdAt',
    'status',
    'processing',
    'failureReason',
    'selected',
    // The session's favourites: their rows bump the session's version (migration favorite_photos).
    'favorite',
    'thumbnail',
    'tile',
    'preview',
    'highResolution',
  ]),
  CartPhoto: new Set(['photoId', 'name', 'originalName', 'width', 'height', 'thumbnail', 'highResolution']),
  CustomerOrder: new Set([
    'id',
    'orderId',
    'number',
    'status',
    'createdAt',
    'paidAt',
    'eventName',
    'eventSlug',
    'deliveryPreference',
    'digitalDeliveryStatus',
    'physicalDeliveryStatus',
    'trackingCode',
    'paymentStatus',
    'paymentStatusLabel',
    'payment',
    'subtotalCents',
    'shippingChargedCents',
    'shippingDeadlineDays',
    'shippingServiceName',
    'totalCents',
  ]),
};

function covered(typeName: string, fieldName: string): boolean {
  if (fieldName === '__typename') return true;
  return coveredTypes.has(typeName) || (coveredFields[typeName]?.has(fieldName) ?? false);
}

const verdicts = new WeakMap<DocumentNode, boolean>();

/**
 * True when every operation of the document is a query and every field it selects is covered (remembered per
 * parsed document: Yoga and the REST table parse each text once).
 */
export function isCacheableRead(schema: GraphQLSchema, document: DocumentNode): boolean {
  const known = verdicts.get(document);
  if (known !== undefined) return known;
  let cacheable = true;
  const info = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(info, {
      OperationDefinition(node) {
        if (node.operation !== 'query') cacheable = false;
      },
      Field() {
        const parent = info.getParentType();
        const field = info.getFieldDef();
        if (!parent || !field || !covered(parent.name, field.name)) cacheable = false;
      },
      // @include/@skip only choose among covered fields; a directive we do not know might change the answer.
      Directive(node) {
        if (node.name.value !== 'include' && node.name.value !== 'skip') cacheable = false;
      },
    }),
  );
  verdicts.set(document, cacheable);
  return cacheable;
}

/**
 * What every customer of one event sees alike: the studio, the event with its prices and photo pages, none of the
 * viewer's own (cart, selection, favourites, orders, the session itself). A new type or field is left out until it
 * is added here: a field that reads the viewer would show one customer's data to all.
 */
const sharedTypes = new Set([
  'Image',
  'HighResolutionSize',
  'DigitalSettings',
  'PrintedSettings',
  'PriceTable',
  'PriceTableItem',
  'SaleOption',
  'SaleReadiness',
  'PrintSize',
  'DiscountTier',
  'EventPhotosConnection',
  'EventPhotosConnectionEdge',
  'PageInfo',
]);

const viewersOwn = new Set(['selected', 'favorite']);

const sharedFields: Record<string, ReadonlySet<string>> = {
  // node: the event's own node only (the photo grid's next pages), checked against the viewer's event per read.
  Query: new Set(['studio', 'galleryEvent', 'node']),
  Node: new Set(['id']),
  Studio: coveredFields.Studio!,
  Event: coveredFields.Event!,
  Photo: new Set([...coveredFields.Photo!].filter((field) => !viewersOwn.has(field))),
};

/** Where a shared read's answer depends on its variables: the node it names, and the favourites-only filters. */
interface SharedShape {
  shared: boolean;
  /** The `id` arguments of `node`: a literal, or the variable that holds it. */
  nodeIds: { literal?: string; variable?: string }[];
  /** favoritesOnly arguments given by a variable (a literal true makes the document per customer). */
  favoritesVariables: string[];
  /** Variables' default values, for those the request leaves out. */
  defaults: Record<string, unknown>;
}

const shapes = new WeakMap<DocumentNode, SharedShape>();

function sharedShape(schema: GraphQLSchema, document: DocumentNode): SharedShape {
  const known = shapes.get(document);
  if (known) return known;
  const shape: SharedShape = { shared: true, nodeIds: [], favoritesVariables: [], defaults: {} };
  const info = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(info, {
      OperationDefinition(node) {
        if (node.operation !== 'query') shape.shared = false;
        for (const definition of node.variableDefinitions ?? []) {
          if (definition.defaultValue)
            shape.defaults[definition.variable.name.value] = valueFromASTUntyped(definition.defaultValue);
        }
      },
      Field(node) {
        const parent = info.getParentType();
        const field = info.getFieldDef();
        if (!parent || !field) {
          shape.shared = false;
          return;
        }
        if (
          field.name !== '__typename' &&
          !sharedTypes.has(parent.name) &&
          !sharedFields[parent.name]?.has(field.name)
        )
          shape.shared = false;
        for (const argument of node.arguments ?? []) {
          const value = argument.value;
          if (parent.name === 'Query' && field.name === 'node' && argument.name.value === 'id') {
            if (value.kind === Kind.VARIABLE) shape.nodeIds.push({ variable: value.name.value });
            else if (value.kind === Kind.STRING) shape.nodeIds.push({ literal: value.value });
            else shape.shared = false;
          }
          if (argument.name.value === 'favoritesOnly') {
            if (value.kind === Kind.VARIABLE) shape.favoritesVariables.push(value.name.value);
            else if (!(value.kind === Kind.BOOLEAN && !value.value) && value.kind !== Kind.NULL)
              shape.shared = false;
          }
        }
      },
      Directive(node) {
        if (node.name.value !== 'include' && node.name.value !== 'skip') shape.shared = false;
      },
    }),
  );
  shapes.set(document, shape);
  return shape;
}

/**
 * True when this read of `document` shows the same to every customer of `eventId` (so one answer may serve them
 * all): a query of shared fields only, whose `node` (if any) is that event and whose photos are not filtered by the
 * viewer's favourites.
 */
export function isSharedRead(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  eventId: string,
): boolean {
  const shape = sharedShape(schema, document);
  if (!shape.shared) return false;
  const given = (name: string) => (variables && name in variables ? variables[name] : shape.defaults[name]);
  if (shape.favoritesVariables.some((name) => given(name) != null && given(name) !== false)) return false;
  return shape.nodeIds.every((id) => {
    const value = id.literal ?? given(id.variable!);
    if (typeof value !== 'string') return false;
    try {
      const decoded = decodeGlobalID(value);
      return decoded.typename === 'Event' && decoded.id === eventId;
    } catch {
      return false;
    }
  });
}
