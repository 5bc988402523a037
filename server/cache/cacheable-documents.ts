// Which queries a customer's answer may be cached for: those that read only what the read versions cover (the
// studio's own row, the session's event with its photos and prices, the session, its cart with its order and
// payments). Anything else (banners, event lists, orders of an event, download links) is read fresh every time.
import { type DocumentNode, type GraphQLSchema, TypeInfo, visit, visitWithTypeInfo } from 'graphql';

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
