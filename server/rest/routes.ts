// The documented /api paths, read like the specs' call tables; each group lives in routes/.
import { resumableUploadRoutes } from './resumable-uploads.ts';
import type { RestRoute } from './route.ts';
import { adminDataExportRoutes } from './routes/admin-data-export.ts';
import { adminEventRoutes } from './routes/admin-events.ts';
import { adminOrderRoutes } from './routes/admin-orders.ts';
import { adminOrderExportRoutes } from './routes/admin-orders-export.ts';
import { adminPhotographerSalesRoutes } from './routes/admin-photographer-sales.ts';
import { adminPricingRoutes } from './routes/admin-pricing.ts';
import { adminStudioRoutes } from './routes/admin-studio.ts';
import { authRoutes } from './routes/auth.ts';
import { cartRoutes } from './routes/cart.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { dataRequestRoutes } from './routes/data-requests.ts';
import { galleryRoutes } from './routes/gallery.ts';
import { referenceRoutes } from './routes/reference.ts';
import { storefrontRoutes } from './routes/storefront.ts';

export const restRoutes: RestRoute[] = [
  ...storefrontRoutes,
  ...authRoutes,
  ...adminStudioRoutes,
  ...adminEventRoutes,
  ...resumableUploadRoutes,
  ...adminOrderRoutes,
  ...adminOrderExportRoutes,
  ...adminPhotographerSalesRoutes,
  ...adminDataExportRoutes,
  ...dataRequestRoutes,
  ...adminPricingRoutes,
  ...galleryRoutes,
  ...cartRoutes,
  ...checkoutRoutes,
  // The reference documents the whole table, itself included.
  ...referenceRoutes(() => restRoutes),
];
