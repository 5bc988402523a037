// The client's routes. Unknown addresses get React Router's own error page (the spec's 'Unexpected Application
// Error!'); every known page has our error element; pages under /{urlEvento} share the gallery access gate.
import {
  createBrowserRouter,
  data,
  type LoaderFunctionArgs,
  Outlet,
  type RouteObject,
  redirect,
  ScrollRestoration,
} from 'react-router';
import type { GraphQLTaggedNode, IEnvironment, OperationType } from 'relay-runtime';
import type { AcceptInvitationRouteQuery } from './__generated__/AcceptInvitationRouteQuery.graphql.ts';
import type { AccountRouteQuery } from './__generated__/AccountRouteQuery.graphql.ts';
import type { AddressRouteQuery } from './__generated__/AddressRouteQuery.graphql.ts';
import type { AdminEventRouteQuery } from './__generated__/AdminEventRouteQuery.graphql.ts';
import type { AdminHomeRouteQuery } from './__generated__/AdminHomeRouteQuery.graphql.ts';
import type { AdminLayoutQuery } from './__generated__/AdminLayoutQuery.graphql.ts';
import type { AlertUnsubscribeRouteQuery } from './__generated__/AlertUnsubscribeRouteQuery.graphql.ts';
import type { authRouteQuery as AuthRouteQuery } from './__generated__/authRouteQuery.graphql.ts';
import type { CartRemindersRouteQuery } from './__generated__/CartRemindersRouteQuery.graphql.ts';
import type { CartRouteQuery } from './__generated__/CartRouteQuery.graphql.ts';
import type { CheckoutRouteQuery } from './__generated__/CheckoutRouteQuery.graphql.ts';
import type { ConfirmDataRequestRouteQuery } from './__generated__/ConfirmDataRequestRouteQuery.graphql.ts';
import type { CustomDomainRouteQuery } from './__generated__/CustomDomainRouteQuery.graphql.ts';
import type { DataExportRouteQuery } from './__generated__/DataExportRouteQuery.graphql.ts';
import type { DataRequestRouteQuery } from './__generated__/DataRequestRouteQuery.graphql.ts';
import type { EmailsRouteQuery } from './__generated__/EmailsRouteQuery.graphql.ts';
import type { EventOrdersRouteQuery } from './__generated__/EventOrdersRouteQuery.graphql.ts';
import type { GalleryRouteCustomerQuery } from './__generated__/GalleryRouteCustomerQuery.graphql.ts';
import type { GalleryRouteQuery } from './__generated__/GalleryRouteQuery.graphql.ts';
import type { HomeRouteQuery } from './__generated__/HomeRouteQuery.graphql.ts';
import type { IntegrationsRouteQuery } from './__generated__/IntegrationsRouteQuery.graphql.ts';
import type { InvitationsRouteQuery } from './__generated__/InvitationsRouteQuery.graphql.ts';
import type { MercadoPagoRouteQuery } from './__generated__/MercadoPagoRouteQuery.graphql.ts';
import type { MyOrdersRouteQuery } from './__generated__/MyOrdersRouteQuery.graphql.ts';
import type { MyPlanRouteQuery } from './__generated__/MyPlanRouteQuery.graphql.ts';
import type { OrderDetailRouteQuery } from './__generated__/OrderDetailRouteQuery.graphql.ts';
import type { OrderRouteQuery } from './__generated__/OrderRouteQuery.graphql.ts';
import type { OrderStatusRouteQuery } from './__generated__/OrderStatusRouteQuery.graphql.ts';
import type { OrdersRouteQuery } from './__generated__/OrdersRouteQuery.graphql.ts';
import type { PaymentStatusRouteQuery } from './__generated__/PaymentStatusRouteQuery.graphql.ts';
import type { PhotographerSalesRouteQuery } from './__generated__/PhotographerSalesRouteQuery.graphql.ts';
import type { PlatformAuditRouteQuery } from './__generated__/PlatformAuditRouteQuery.graphql.ts';
import type { PlatformDashboardRouteQuery } from './__generated__/PlatformDashboardRouteQuery.graphql.ts';
import type { PlatformLayoutQuery } from './__generated__/PlatformLayoutQuery.graphql.ts';
import type { PlatformPlansRouteQuery } from './__generated__/PlatformPlansRouteQuery.graphql.ts';
import type { PlatformStudioRouteQuery } from './__generated__/PlatformStudioRouteQuery.graphql.ts';
import type { PlatformStudiosRouteQuery } from './__generated__/PlatformStudiosRouteQuery.graphql.ts';
import type { PriceTablesRouteQuery } from './__generated__/PriceTablesRouteQuery.graphql.ts';
import type { PrivacyPolicyRouteQuery } from './__generated__/PrivacyPolicyRouteQuery.graphql.ts';
import type { PrivacyPolicySettingsRouteQuery } from './__generated__/PrivacyPolicySettingsRouteQuery.graphql.ts';
import type { PrivacyRequestsRouteQuery } from './__generated__/PrivacyRequestsRouteQuery.graphql.ts';
import type { ReminderOptOutRouteQuery } from './__generated__/ReminderOptOutRouteQuery.graphql.ts';
import type { SharedFavoritesRouteQuery } from './__generated__/SharedFavoritesRouteQuery.graphql.ts';
import type { SignUpRouteQuery } from './__generated__/SignUpRouteQuery.graphql.ts';
import type { TeamRouteQuery } from './__generated__/TeamRouteQuery.graphql.ts';
import type { WatermarkRouteQuery } from './__generated__/WatermarkRouteQuery.graphql.ts';
import type { WebhookLogRouteQuery } from './__generated__/WebhookLogRouteQuery.graphql.ts';
import type { WebhooksRouteQuery } from './__generated__/WebhooksRouteQuery.graphql.ts';
import { adminToken } from './auth/admin-session.ts';
import { operatorToken } from './auth/operator-session.ts';
import { LoadingOverlay } from './components/LoadingOverlay.tsx';
import { RouteError } from './components/RouteError.tsx';
import { galleryQueryLoader, routeQueryLoader } from './relay/route-query.ts';
import { can, knownCapabilities, loadCapabilities, pageCapability } from './routes/admin/capabilities.ts';
import { tutorialRoutes } from './routes/admin/tutorial/routes.tsx';
import { authRouteQuery } from './routes/auth/authRouteQuery.ts';
import {
  GalleryRoute,
  galleryCustomerQuery,
  galleryRouteLoader,
  galleryRouteQuery,
} from './routes/storefront/gallery/GalleryRoute.tsx';
import { GalleryLayout } from './routes/storefront/gallery-access/GalleryLayout.tsx';
import { eventSearchParams } from './routes/storefront/home/components/RecentWork.tsx';
import { HomeRoute, homeRouteQuery } from './routes/storefront/home/HomeRoute.tsx';

/** Around every page: a new page opens at its top, Back and Forward return to where the page was left. */
function PageFrame() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

export function routes(environment: IEnvironment): RouteObject[] {
  return [{ Component: PageFrame, HydrateFallback: LoadingOverlay, children: pages(environment) }];
}

// Only the pages a customer lands on (home and gallery) are in the first download; the other pages, and the
// whole studio admin, come in their own chunks when first opened: each `lazy` gives the page and its loader.
function pages(environment: IEnvironment): RouteObject[] {
  const slug = ({ params }: { params: Record<string, string | undefined> }) => ({ slug: params.eventSlug! });
  const authLoader = routeQueryLoader<AuthRouteQuery>(environment, authRouteQuery, () => ({}));
  /** A loader of an admin page: the admin's token, or the login page. */
  const admin = <T extends { variables: Record<string, unknown>; response: unknown }>(
    query: Parameters<typeof routeQueryLoader>[1],
    variables: (args: LoaderFunctionArgs) => T['variables'] = () => ({}),
    /** The layout's loader: it loads for every page, whatever the role may open. */
    options: { layout?: boolean } = {},
  ) => {
    const load = routeQueryLoader<T>(environment, query, variables, () => ({ kind: 'admin' }));
    // The member's capabilities first (once per session): pages ask only for what the role may see.
    return async (args: LoaderFunctionArgs) => {
      if (!adminToken()) return redirect('/estudio/login');
      const capabilities = await loadCapabilities(environment);
      // A page the role may not open is not asked for: the layout shows 'Sem permissão' in its place, and a refused
      // field must not null the studio the layout itself reads.
      const needed = pageCapability(new URL(args.request.url).pathname);
      if (!options.layout && needed && !can(capabilities, needed)) return null;
      return load(args);
    };
  };
  const gallery = <T extends OperationType>(query: GraphQLTaggedNode) =>
    galleryQueryLoader<T>(environment, query, slug);
  return [
    {
      path: '/',
      loader: routeQueryLoader<HomeRouteQuery>(environment, homeRouteQuery, ({ request }) =>
        eventSearchParams(new URL(request.url)),
      ),
      Component: HomeRoute,
      HydrateFallback: LoadingOverlay,
      errorElement: <RouteError />,
    },
    ...platformRoutes(environment),
    {
      path: '/estudio/login',
      loader: authLoader,
      lazy: async () => ({ Component: (await import('./routes/auth/LoginRoute.tsx')).LoginRoute }),
      HydrateFallback: LoadingOverlay,
      errorElement: <RouteError />,
    },
    {
      path: '/adm',
      lazy: async () => {
        const { AdminLayout, adminLayoutQuery } = await import('./routes/admin/AdminLayout.tsx');
        return {
          Component: AdminLayout,
          loader: admin<AdminLayoutQuery>(adminLayoutQuery, () => ({}), { layout: true }),
        };
      },
      HydrateFallback: LoadingOverlay,
      errorElement: <RouteError />,
      children: [
        {
          index: true,
          errorElement: <RouteError inLayout />,
          lazy: async () => {
            const page = await import('./routes/admin/home/AdminHomeRoute.tsx');
            return {
              Component: page.AdminHomeRoute,
              loader: admin<AdminHomeRouteQuery>(page.adminHomeRouteQuery, () => ({
                full: can(knownCapabilities(), 'orders') && can(knownCapabilities(), 'studio'),
              })),
            };
          },
        },
        {
          path: 'pedidos',
          errorElement: <RouteError inLayout />,
          lazy: async () => {
            const page = await import('./routes/admin/orders/OrdersRoute.tsx');
            return {
              Component: page.OrdersRoute,
              loader: admin<OrdersRouteQuery>(page.ordersRouteQuery, ({ request }) =>
                page.ordersRouteVariables(new URL(request.url).searchParams),
              ),
            };
          },
        },
        {
          path: 'pedidos/:eventSlug',
          errorElement: <RouteError inLayout />,
          lazy: async () => {
            const page = await import('./routes/admin/orders/EventOrdersRoute.tsx');
            return {
              Component: page.EventOrdersRoute,
              loader: admin<EventOrdersRouteQuery>(page.eventOrdersRouteQuery, ({ params, request }) => ({
                slug: params.eventSlug!,
                filter: page.ordersFilter(new URL(request.url).searchParams),
              })),
            };
          },
        },
        {
          path: 'pedidos/:eventSlug/:orderId',
          errorElement: <RouteError inLayout />,
          lazy: async () => {
            const page = await import('./routes/admin/orders/OrderDetailRoute.tsx');
            return {
              Component: page.OrderDetailRoute,
              loader: admin<OrderDetailRouteQuery>(page.orderDetailRouteQuery, ({ params }) => ({
                id: page.orderNodeId(params.orderId!),
              })),
            };
          },
        },
        {
          path: 'tabela-tamanho-preco',
          errorElement: <RouteError inLayout />,
          lazy: async () => {
            const page = await import('./routes/admin/pricing/PriceTablesRoute.tsx');
            return {
              Component: page.PriceTablesRoute,
              loader: admin<PriceTablesRouteQuery>(page.priceTablesRouteQuery),
            };
          },
        },
        {
          path: 'configuracoes/meio-de-pagamento/mercado-pago',
          errorElement: <RouteError inLayout />,
          lazy: async () => {
            const page = await import('./routes/admin/settings/MercadoPagoRoute.tsx');
            return {
              Component: page.MercadoPagoRoute,
              loader: admin<MercadoPagoRouteQuery>(page.mercadoPagoRouteQuery),
            };
          },
        },
        {
          path: 'configuracoes/lembretes-de-carrinho',
          errorElement: <RouteError inLayout />,
          lazy: async () => {
            const page = await import('./routes/admin/settings/CartRemindersRoute.tsx');
            return {
              Component: page.CartRemindersRoute,
              loader: admin<CartRemindersRouteQuery>(page.cartRemindersRouteQuery),
            };
          },
        },
        {
          path: 'meu-plano',
          errorElement: <RouteError inLayout />,
          lazy: async () => {
            const page = await import('./routes/admin/billing/MyPlanRoute.tsx');
            return { Component: page.MyPlanRoute, loader: admin<MyPlanRouteQuery>(page.myPlanRouteQuery) };
          },
        },
        {
          path: 'configuracoes/politica-de-privacidade',
          errorElement: <RouteError inLayout />,
          lazy: async () => {
            const page = await import('./routes/admin/settings/PrivacyPolicySettingsRoute.tsx');
            return {
              Component: page.PrivacyPolicySettingsRoute,
              loader: admin<PrivacyPolicySettingsRouteQuery>(page.privacyPolicySettingsRouteQuery),
            };
          },
        },
        {
          path: 'configuracoes/dominio-proprio',
          errorElement: <RouteError inLayout />,
          lazy: async () => {
            const page = await import('./routes/admin/settings/CustomDomainRoute.tsx');
            return {
              Component: page.CustomDomainRoute,
              loader: admin<CustomDomainRouteQuery>(page.customDomainRouteQuery),
            };
          },
        },
        {
          path: 'privacidade',
          errorElement: <RouteError inLayout />,
          lazy: async () => {
            const page = await import('./routes/admin/privacy/PrivacyRequestsRoute.tsx');
            return {
              Component: page.PrivacyRequestsRoute,
              loader: admin<PrivacyRequestsRouteQuery>(page.privacyRequestsRouteQuery),
            };
          },
        },
        {
          path: 'configuracoes/exportar-dados',
          errorElement: <RouteError inLayout />,
          lazy: async () => {
            const page = await import('./routes/admin/settings/DataExportRoute.tsx');
            return {
              Component: page.DataExportRoute,
              loader: admin<DataExportRouteQuery>(page.dataExportRouteQuery),
            };
          },
        },
        {
          path: 'e-mails',
          errorElement: <RouteError inLayout />,
          lazy: async () => {
            const page = await import('./routes/admin/emails/EmailsRoute.tsx');
            return { Component: page.EmailsRoute, loader: admin<EmailsRouteQuery>(page.emailsRouteQuery) };
          },
        },
        {
          path: 'configuracoes/marca-dagua',
          errorElement: <RouteError inLayout />,
          lazy: async () => {
            const page = await import('./routes/admin/settings/WatermarkRoute.tsx');
            return {
              Component: page.WatermarkRoute,
              loader: admin<WatermarkRouteQuery>(page.watermarkRouteQuery),
            };
          },
        },
        {
          path: 'dados-cadastrais',
          errorElement: <RouteError inLayout />,
          lazy: async () => {
            const page = await import('./routes/admin/settings/AddressRoute.tsx');
            return { Component: page.AddressRoute, loader: admin<AddressRouteQuery>(page.addressRouteQuery) };
          },
        },
        {
          path: 'equipe',
          errorElement: <RouteError inLayout />,
          lazy: async () => {
            const page = await import('./routes/admin/team/TeamRoute.tsx');
            return { Component: page.TeamRoute, loader: admin<TeamRouteQuery>(page.teamRouteQuery) };
          },
        },
        {
          path: 'integracoes',
          errorElement: <RouteError inLayout />,
          lazy: async () => {
            const page = await import('./routes/admin/integrations/IntegrationsRoute.tsx');
            return {
              Component: page.IntegrationsRoute,
              loader: admin<IntegrationsRouteQuery>(page.integrationsRouteQuery),
            };
          },
        },
        {
          path: 'integracoes/webhooks',
          errorElement: <RouteError inLayout />,
          lazy: async () => {
            const page = await import('./routes/admin/integrations/webhooks/WebhooksRoute.tsx');
            return {
              Component: page.WebhooksRoute,
              loader: admin<WebhooksRouteQuery>(page.webhooksRouteQuery),
            };
          },
        },
        {
          path: 'integracoes/webhooks/:endpointId',
          errorElement: <RouteError inLayout />,
          lazy: async () => {
            const page = await import('./routes/admin/integrations/webhooks/WebhookLogRoute.tsx');
            return {
              Component: page.WebhookLogRoute,
              loader: admin<WebhookLogRouteQuery>(page.webhookLogRouteQuery, ({ params }) => ({
                id: page.webhookEndpointNodeId(params.endpointId!),
              })),
            };
          },
        },
        {
          path: 'minha-conta',
          errorElement: <RouteError inLayout />,
          lazy: async () => {
            const page = await import('./routes/admin/account/AccountRoute.tsx');
            return { Component: page.AccountRoute, loader: admin<AccountRouteQuery>(page.accountRouteQuery) };
          },
        },
        {
          path: 'ajuda/tutorial',
          errorElement: <RouteError inLayout />,
          lazy: async () => ({
            Component: (await import('./routes/admin/tutorial/TutorialLayout.tsx')).TutorialLayout,
          }),
          children: tutorialRoutes,
        },
        {
          path: 'relatorios/fotografos',
          errorElement: <RouteError inLayout />,
          lazy: async () => {
            const page = await import('./routes/admin/reports/PhotographerSalesRoute.tsx');
            return {
              Component: page.PhotographerSalesRoute,
              loader: admin<PhotographerSalesRouteQuery>(page.photographerSalesRouteQuery, ({ request }) =>
                page.photographerSalesRouteVariables(
                  new URL(request.url).searchParams,
                  can(knownCapabilities(), 'credentials'),
                ),
              ),
            };
          },
        },
        {
          path: ':eventSlug/convites',
          errorElement: <RouteError inLayout />,
          lazy: async () => {
            const page = await import('./routes/admin/event/invitations/InvitationsRoute.tsx');
            return {
              Component: page.InvitationsRoute,
              loader: admin<InvitationsRouteQuery>(page.invitationsRouteQuery, ({ params }) => ({
                slug: params.eventSlug!,
              })),
            };
          },
        },
        {
          path: ':eventSlug',
          errorElement: <RouteError inLayout />,
          lazy: async () => {
            const page = await import('./routes/admin/event/AdminEventRoute.tsx');
            return {
              Component: page.AdminEventRoute,
              loader: admin<AdminEventRouteQuery>(page.adminEventRouteQuery, ({ params }) => ({
                slug: params.eventSlug!,
                full: can(knownCapabilities(), 'pricing') && can(knownCapabilities(), 'customers'),
                credit: can(knownCapabilities(), 'orders'),
              })),
            };
          },
        },
      ],
    },
    {
      path: '/estudio/entrar',
      loader: authLoader,
      lazy: async () => ({
        Component: (await import('./routes/auth/SignUpLoginRoute.tsx')).SignUpLoginRoute,
      }),
      HydrateFallback: LoadingOverlay,
      errorElement: <RouteError />,
    },
    {
      path: '/estudio/convite',
      lazy: async () => {
        const page = await import('./routes/auth/AcceptInvitationRoute.tsx');
        return {
          Component: page.AcceptInvitationRoute,
          loader: routeQueryLoader<AcceptInvitationRouteQuery>(
            environment,
            page.acceptInvitationRouteQuery,
            ({ request }) => ({ token: new URL(request.url).searchParams.get('c') ?? '' }),
            () => ({ kind: 'none' }),
          ),
        };
      },
      HydrateFallback: LoadingOverlay,
      errorElement: <RouteError />,
    },
    {
      path: '/estudio/confirmar-email',
      loader: authLoader,
      lazy: async () => ({
        Component: (await import('./routes/auth/ConfirmEmailRoute.tsx')).ConfirmEmailRoute,
      }),
      HydrateFallback: LoadingOverlay,
      errorElement: <RouteError />,
    },
    {
      path: '/estudio/confirmar-novo-email',
      loader: authLoader,
      lazy: async () => ({
        Component: (await import('./routes/auth/ConfirmLoginEmailRoute.tsx')).ConfirmLoginEmailRoute,
      }),
      HydrateFallback: LoadingOverlay,
      errorElement: <RouteError />,
    },
    {
      // The platform's own pages, on its bare address: the sign-up and the terms it links to.
      path: '/cadastro',
      HydrateFallback: LoadingOverlay,
      errorElement: <RouteError />,
      lazy: async () => {
        const page = await import('./routes/platform/SignUpRoute.tsx');
        return {
          Component: page.SignUpRoute,
          loader: routeQueryLoader<SignUpRouteQuery>(environment, page.signUpRouteQuery, () => ({})),
        };
      },
    },
    {
      path: '/termos',
      HydrateFallback: LoadingOverlay,
      errorElement: <RouteError />,
      lazy: async () => ({ Component: (await import('./routes/platform/TermsRoute.tsx')).TermsRoute }),
    },
    {
      path: '/estudio/redefinir-senha/email',
      loader: authLoader,
      lazy: async () => ({
        Component: (await import('./routes/auth/RequestResetRoute.tsx')).RequestResetRoute,
      }),
      HydrateFallback: LoadingOverlay,
      errorElement: <RouteError />,
    },
    {
      path: '/estudio/redefinir-senha',
      loader: authLoader,
      lazy: async () => ({
        Component: (await import('./routes/auth/ResetPasswordRoute.tsx')).ResetPasswordRoute,
      }),
      HydrateFallback: LoadingOverlay,
      errorElement: <RouteError />,
    },
    {
      path: '/minhas-compras',
      HydrateFallback: LoadingOverlay,
      errorElement: <RouteError />,
      lazy: async () => {
        const page = await import('./routes/storefront/my-orders/MyOrdersRoute.tsx');
        return {
          Component: page.MyOrdersRoute,
          loader: routeQueryLoader<MyOrdersRouteQuery>(environment, page.myOrdersRouteQuery, () => ({})),
        };
      },
    },
    {
      path: '/lembretes/cancelar',
      HydrateFallback: LoadingOverlay,
      errorElement: <RouteError />,
      lazy: async () => {
        const page = await import('./routes/storefront/reminders/ReminderOptOutRoute.tsx');
        return {
          Component: page.ReminderOptOutRoute,
          loader: routeQueryLoader<ReminderOptOutRouteQuery>(
            environment,
            page.reminderOptOutRouteQuery,
            () => ({}),
          ),
        };
      },
    },
    {
      path: '/privacidade/meus-dados',
      HydrateFallback: LoadingOverlay,
      errorElement: <RouteError />,
      lazy: async () => {
        const page = await import('./routes/storefront/privacy-requests/DataRequestRoute.tsx');
        return {
          Component: page.DataRequestRoute,
          loader: routeQueryLoader<DataRequestRouteQuery>(
            environment,
            page.dataRequestRouteQuery,
            () => ({}),
          ),
        };
      },
    },
    {
      path: '/privacidade/meus-dados/confirmar',
      HydrateFallback: LoadingOverlay,
      errorElement: <RouteError />,
      lazy: async () => {
        const page = await import('./routes/storefront/privacy-requests/ConfirmDataRequestRoute.tsx');
        return {
          Component: page.ConfirmDataRequestRoute,
          loader: routeQueryLoader<ConfirmDataRequestRouteQuery>(
            environment,
            page.confirmDataRequestRouteQuery,
            () => ({}),
          ),
        };
      },
    },
    {
      path: '/alertas/cancelar',
      HydrateFallback: LoadingOverlay,
      errorElement: <RouteError />,
      lazy: async () => {
        const page = await import('./routes/storefront/alerts/AlertUnsubscribeRoute.tsx');
        return {
          Component: page.AlertUnsubscribeRoute,
          loader: routeQueryLoader<AlertUnsubscribeRouteQuery>(
            environment,
            page.alertUnsubscribeRouteQuery,
            () => ({}),
          ),
        };
      },
    },
    {
      path: '/privacidade',
      HydrateFallback: LoadingOverlay,
      errorElement: <RouteError />,
      lazy: async () => {
        const page = await import('./routes/storefront/privacy/PrivacyPolicyRoute.tsx');
        return {
          Component: page.PrivacyPolicyRoute,
          loader: routeQueryLoader<PrivacyPolicyRouteQuery>(
            environment,
            page.privacyPolicyRouteQuery,
            () => ({}),
          ),
        };
      },
    },
    {
      path: '/:eventSlug',
      Component: GalleryLayout,
      HydrateFallback: LoadingOverlay,
      errorElement: <RouteError />,
      children: [
        {
          index: true,
          errorElement: <RouteError inLayout />,
          loader: galleryRouteLoader(
            gallery<GalleryRouteQuery>(galleryRouteQuery),
            gallery<GalleryRouteCustomerQuery>(galleryCustomerQuery),
          ),
          Component: GalleryRoute,
        },
        {
          path: 'carrinho',
          errorElement: <RouteError inLayout />,
          lazy: async () => {
            const page = await import('./routes/storefront/cart/CartRoute.tsx');
            return { Component: page.CartRoute, loader: gallery<CartRouteQuery>(page.cartRouteQuery) };
          },
        },
        {
          path: 'carrinho/finalizar-pedido',
          errorElement: <RouteError inLayout />,
          lazy: async () => {
            const page = await import('./routes/storefront/checkout/CheckoutRoute.tsx');
            return {
              Component: page.CheckoutRoute,
              loader: gallery<CheckoutRouteQuery>(page.checkoutRouteQuery),
            };
          },
        },
        {
          path: 'carrinho/finalizar-pedido/:paymentId',
          errorElement: <RouteError inLayout />,
          lazy: async () => {
            const page = await import('./routes/storefront/payment/PaymentStatusRoute.tsx');
            return {
              Component: page.PaymentStatusRoute,
              loader: galleryQueryLoader<PaymentStatusRouteQuery>(
                environment,
                page.paymentStatusRouteQuery,
                ({ params }) => ({ slug: params.eventSlug!, paymentId: params.paymentId! }),
              ),
            };
          },
        },
        {
          path: 'pedido-status',
          errorElement: <RouteError inLayout />,
          lazy: async () => {
            const page = await import('./routes/storefront/order/OrderStatusRoute.tsx');
            return {
              Component: page.OrderStatusRoute,
              loader: gallery<OrderStatusRouteQuery>(page.orderStatusRouteQuery),
            };
          },
        },
        {
          // A list of favourites shared by link: it opens behind the same access gate as the gallery.
          path: 'favoritas/:token',
          errorElement: <RouteError inLayout />,
          lazy: async () => {
            const page = await import('./routes/storefront/favorites/SharedFavoritesRoute.tsx');
            return {
              Component: page.SharedFavoritesRoute,
              loader: galleryQueryLoader<SharedFavoritesRouteQuery>(
                environment,
                page.sharedFavoritesRouteQuery,
                ({ params }) => ({ slug: params.eventSlug!, token: params.token! }),
              ),
            };
          },
        },
        {
          path: ':orderId',
          errorElement: <RouteError inLayout />,
          lazy: async () => {
            const page = await import('./routes/storefront/order/OrderRoute.tsx');
            return {
              Component: page.OrderRoute,
              // The order page also opens from the e-mailed link, without a gallery session.
              loader: routeQueryLoader<OrderRouteQuery>(
                environment,
                page.orderRouteQuery,
                ({ params, request }) => ({
                  orderId: params.orderId!,
                  accessToken: new URL(request.url).searchParams.get('acesso'),
                }),
                ({ params }) => ({ kind: 'gallery', eventSlug: params.eventSlug! }),
              ),
            };
          },
        },
      ],
    },
    {
      // Without an errorElement of ours: an unknown address keeps React Router's own page, as the spec asks (with no
      // route matching at all, the router would show the home route's error element instead).
      path: '*',
      loader: () => {
        throw data(null, { status: 404, statusText: 'Not Found' });
      },
      HydrateFallback: LoadingOverlay,
    },
  ];
}

export function createRouter(environment: IEnvironment) {
  return createBrowserRouter(routes(environment));
}

/** The platform operator's console (/plataforma): its own login, token and chunk; nothing of a studio's admin. */
function platformRoutes(environment: IEnvironment): RouteObject[] {
  const operator = <T extends { variables: Record<string, unknown>; response: unknown }>(
    query: Parameters<typeof routeQueryLoader>[1],
    variables: (args: LoaderFunctionArgs) => T['variables'] = () => ({}),
  ) => {
    const load = routeQueryLoader<T>(environment, query, variables, () => ({ kind: 'operator' }));
    return (args: LoaderFunctionArgs) => (operatorToken() ? load(args) : redirect('/plataforma/entrar'));
  };
  return [
    {
      path: '/plataforma/entrar',
      lazy: async () => ({
        Component: (await import('./routes/platform/PlatformLoginRoute.tsx')).PlatformLoginRoute,
      }),
      HydrateFallback: LoadingOverlay,
      errorElement: <RouteError />,
    },
    {
      path: '/plataforma',
      lazy: async () => {
        const { PlatformLayout, platformLayoutQuery } = await import('./routes/platform/PlatformLayout.tsx');
        return { Component: PlatformLayout, loader: operator<PlatformLayoutQuery>(platformLayoutQuery) };
      },
      HydrateFallback: LoadingOverlay,
      errorElement: <RouteError />,
      children: [
        {
          index: true,
          errorElement: <RouteError inLayout />,
          lazy: async () => {
            const page = await import('./routes/platform/PlatformStudiosRoute.tsx');
            return {
              Component: page.PlatformStudiosRoute,
              loader: operator<PlatformStudiosRouteQuery>(page.platformStudiosRouteQuery, ({ request }) =>
                page.platformStudiosVariables(new URL(request.url).searchParams),
              ),
            };
          },
        },
        {
          path: 'lojas/:studioId',
          errorElement: <RouteError inLayout />,
          lazy: async () => {
            const page = await import('./routes/platform/PlatformStudioRoute.tsx');
            return {
              Component: page.PlatformStudioRoute,
              loader: operator<PlatformStudioRouteQuery>(page.platformStudioRouteQuery, ({ params }) => ({
                id: params.studioId!,
              })),
            };
          },
        },
        {
          path: 'planos',
          errorElement: <RouteError inLayout />,
          lazy: async () => {
            const page = await import('./routes/platform/PlatformPlansRoute.tsx');
            return {
              Component: page.PlatformPlansRoute,
              loader: operator<PlatformPlansRouteQuery>(page.platformPlansRouteQuery),
            };
          },
        },
        {
          path: 'painel',
          errorElement: <RouteError inLayout />,
          lazy: async () => {
            const page = await import('./routes/platform/PlatformDashboardRoute.tsx');
            return {
              Component: page.PlatformDashboardRoute,
              loader: operator<PlatformDashboardRouteQuery>(page.platformDashboardRouteQuery),
            };
          },
        },
        {
          path: 'auditoria',
          errorElement: <RouteError inLayout />,
          lazy: async () => {
            const page = await import('./routes/platform/PlatformAuditRoute.tsx');
            return {
              Component: page.PlatformAuditRoute,
              loader: operator<PlatformAuditRouteQuery>(page.platformAuditRouteQuery, ({ request }) => ({
                after: new URL(request.url).searchParams.get('depois') || null,
              })),
            };
          },
        },
      ],
    },
  ];
}
