import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyReply, type FastifySchema } from 'fastify';
import cookie from '@fastify/cookie';
import csrf from '@fastify/csrf-protection';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthRoutes } from '@netlease/shared/routes/health';
import type { Env } from './platform/env';
import type { AppContext } from './platform/app-context';
import { createOffsetClock, systemClock, type Clock } from './platform/clock';
import type { DatabaseHandle } from './platform/db/database';
import {
  createPaymentGateways,
  paymentContentSources,
  type PaymentGatewayOptions,
} from './platform/payments/payment-gateway';
import { createEventHub } from './platform/realtime/event-hub';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { createStorage, type Storage } from './platform/storage/storage';
import { registerAuth } from './platform/auth/auth-plugin';
import { registerErrorHandler } from './platform/http/error-handler';
import { registerWebAppFiles } from './platform/http/web-app-files';
import { registerNotFound } from './platform/http/not-found';
import { registerApiAnswers } from './platform/http/api-answers';
import { API_DOCS_PATH } from '@netlease/shared/web-pages';
import { NON_CANONICAL_PATH } from '@netlease/shared/auth';
import { documentTransform, documentTransformObject, serve } from './platform/http/serve-route';
import { acceptUploads } from './platform/http/upload-scope';
import { registerRateLimits } from './platform/rate-limit';
import { registerLiveEventsRoutes } from './platform/realtime/live-events.routes';
import { registerAccountsRoutes } from './features/accounts/accounts/accounts.routes';
import { registerDemoRoutes } from './features/demo/demo/demo.routes';
import { registerNotificationsRoutes } from './features/accounts/notifications/notifications.routes';
import { registerIpBlocksRoutes } from './features/catalog/ip-blocks/ip-blocks.routes';
import { registerServerPackagesRoutes } from './features/catalog/server-packages/server-packages.routes';
import { registerListingsRoutes } from './features/catalog/listings/listings.routes';
import { registerMarketplaceRoutes } from './features/catalog/marketplace/marketplace.routes';
import { registerSetupRoutes } from './features/overview/setup/setup.routes';
import { registerAdminApprovalsRoutes } from './features/catalog/admin-approvals/admin-approvals.routes';
import { registerAuditRoutes } from './features/accounts/audit/audit.routes';
import { registerWalletRoutes } from './features/commerce/wallet/wallet.routes';
import { registerDepositsRoutes } from './features/commerce/deposits/deposits.routes';
import { registerPayoutsRoutes } from './features/commerce/payouts/payouts.routes';
import { registerCheckoutRoutes } from './features/commerce/checkout/checkout.routes';
import { registerCardPaymentsRoutes } from './features/commerce/card-payments/card-payments.routes';
import { registerOrdersRoutes } from './features/commerce/orders/orders.routes';
import { registerOrderClaimsRoutes } from './features/commerce/orders/order-claims.routes';
import { registerInvoicesRoutes } from './features/commerce/invoices/invoices.routes';
import { registerAdminMoneyRoutes } from './features/commerce/admin-money/admin-money.routes';
import { registerTicketsRoutes } from './features/support/tickets/tickets.routes';
import { registerAuctionsRoutes } from './features/auctions/auctions/auctions.routes';
import { registerKycRoutes } from './features/accounts/kyc/kyc.routes';
import { registerStaffRoutes } from './features/overview/staff/staff.routes';
import { registerProvidersRoutes } from './features/overview/providers/providers.routes';
import { registerUserManagementRoutes } from './features/accounts/user-management/user-management.routes';
import { registerMfaRoutes } from './features/accounts/mfa/mfa.routes';
import { registerApiTokensRoutes } from './features/accounts/api-tokens/api-tokens.routes';
import { registerAsnsRoutes } from './features/trust/asns/asns.routes';
import { registerReputationRoutes } from './features/trust/reputation/reputation.routes';
import { registerLoasRoutes } from './features/trust/loas/loas.routes';
import { registerLeaseDeliveryRoutes } from './features/trust/lease-delivery/lease-delivery.routes';
import { registerBundlesRoutes } from './features/catalog/bundles/bundles.routes';
import { registerTestControlRoutes } from './features/demo/test-control/test-control.routes';
import { JOBS } from './jobs';
import { registerConversationsRoutes } from './features/support/conversations/conversations.routes';
import { registerSavedListingsRoutes } from './features/catalog/saved-listings/saved-listings.routes';
import { registerSellerRequestsRoutes } from './features/catalog/seller-requests/seller-requests.routes';
import { registerDashboardRoutes } from './features/overview/dashboard/dashboard.routes';
import { registerLandingRoutes } from './features/catalog/landing/landing.routes';
import { registerWebhooksRoutes } from './features/accounts/webhooks/webhooks.routes';
import { registerGeofeedsRoutes } from './features/commerce/geofeeds/geofeeds.routes';
import { registerRpkiRoutes } from './features/trust/rpki/rpki.routes';
import { registerReverseDnsRoutes } from './features/trust/reverse-dns/reverse-dns.routes';
import { registerAbuseCasesRoutes } from './features/trust/abuse/abuse-cases.routes';
import { registerAbuseStaffRoutes } from './features/trust/abuse/abuse-staff.routes';
import { registerAbuseIntakeRoutes } from './features/trust/abuse/abuse-intake.routes';
import { registerOrderWebhooks } from './features/commerce/orders/order-webhooks.service';
import { registerAuctionWebhooks } from './features/auctions/auctions/auction-webhooks.service';
import { registerCatalogAuditNames } from './features/catalog/listings/catalog-audit-names.service';
import { registerCatalogOfferHiding } from './features/catalog/listings/offer-suspension.service';
import { registerCommerceAuditNames } from './features/commerce/orders/commerce-audit-names.service';
import { registerAuctionAuditNames } from './features/auctions/auctions/auction-audit-names.service';
import { registerTrustAuditNames } from './features/trust/reputation/trust-audit-names.service';
import { registerTicketAuditNames } from './features/support/tickets/ticket-audit-names.service';
import { registerCheckoutAsnCheck } from './features/trust/asns/asn-checkout.service';
import { registerAuctionBidHolds } from './features/auctions/auctions/auction-bid-holds.service';
import { registerTicketOrderSource } from './features/support/tickets/tickets.service';
import { ticketOrderSource } from './features/commerce/orders/ticket-orders.service';
import { refuseNulCharacters } from './platform/http/null-characters';
import { refuseBrokenText } from './platform/http/broken-text';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { routeConfigOf } from './platform/http/route-config';
import { registerRequestContext, requestIdFor } from './platform/observability/request-context';
import { createMetrics, registerMetrics } from './platform/observability/metrics';
import { registerReadinessRoute } from './platform/observability/readiness';

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const BODY_LIMIT = 1024 * 1024;
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

export interface BuildAppOptions {
  env: Env;
  handle: DatabaseHandle;
  clock?: Clock;
  /** Where the JSON log lines go (stdout when unset); tests read them. */
  logStream?: { write(line: string): void };
  mailer?: Mailer;
  storage?: Storage;
  serveWeb?: boolean;
  /** Tests: a Stripe client pointed at a local fake, for CARD_GATEWAY=stripe. */
  stripeClient?: PaymentGatewayOptions['stripeClient'];
  /** Tests: collect the process metrics (CPU, memory, event loop, GC) as a real server does. */
  processMetrics?: boolean;
}

/** Builds the whole server: plugins, then features, in the order listed here (no autoloading). */
export async function buildApp(options: BuildAppOptions) {
  const { env, handle } = options;
  const app = Fastify({
    // JSON lines (pino), each with the request id as `reqId` (decision 185).
    logger:
      env.LOG_LEVEL === 'silent'
        ? false
        : { level: env.LOG_LEVEL, ...(options.logStream ? { stream: options.logStream } : {}) },
    genReqId: requestIdFor,
    // `request.ip` is the client behind a listed proxy, or the socket's address (TRUST_PROXY): every
    // per-address limit counts by it.
    ...(env.TRUST_PROXY ? { trustProxy: env.TRUST_PROXY } : {}),
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT,
    forceCloseConnections: 'idle',
    // An address the router cannot even decode ('/api/orders/%%32') answers in the one error shape,
    // before any hook runs.
    frameworkErrors: (error, _request, reply) => {
      const answer = reply as unknown as FastifyReply;
      void answer.code(400).type('application/json; charset=utf-8').send({
        code: 'bad_request',
        title: NON_CANONICAL_PATH.title,
        message: NON_CANONICAL_PATH.description,
      });
      if (error.code !== 'FST_ERR_BAD_URL') answer.log.warn({ err: error }, 'framework error');
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestContext(app);

  const hub = createEventHub(handle);
  const testClock = env.TEST_CONTROL && !options.clock ? createOffsetClock() : undefined;
  const ctx: AppContext = {
    env,
    handle,
    db: handle.db,
    clock: options.clock ?? testClock ?? systemClock,
    hub,
    mailer: options.mailer ?? createMailer({ db: handle.db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }),
    storage: options.storage ?? (await createStorage(env)),
    payments: await createPaymentGateways(env, handle.db, { stripeClient: options.stripeClient }),
  };
  const metrics = createMetrics({
    handle,
    processMetrics: options.processMetrics ?? env.NODE_ENV !== 'test',
  });

  await registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...paymentContentSources(env).script],
        // Toasts and dialogs set inline styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...paymentContentSources(env).connect],
        frameSrc: ["'self'", ...paymentContentSources(env).frame],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: env.COOKIE_SECURE ? [] : null,
      },
    },
    strictTransportSecurity: env.COOKIE_SECURE,
  });
  // The web app's files first: they come compressed already, so the answers' compression (registered
  // next, for every route after it) never sees them.
  const webDist = options.env.WEB_DIST_DIR ? path.resolve(options.env.WEB_DIST_DIR) : DEFAULT_WEB_DIST;
  const serveWeb = (options.serveWeb ?? true) && existsSync(path.join(webDist, 'index.html'));
  if (serveWeb) await registerWebAppFiles(app, webDist);
  await registerApiAnswers(app);
  await app.register(cookie);
  await app.register(csrf, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: 'nl_csrf',
    cookieOpts: { path: '/', sameSite: 'strict', httpOnly: true, secure: env.COOKIE_SECURE },
    getToken: (request) => request.headers['x-csrf-token'] as string | undefined,
  });
  acceptUploads(app, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 3, fields: 20 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Netlease API', version: '1.0.0' },
      // Paths are relative to wherever this server is deployed (docs/decisions/257-openapi-artifact.md).
      servers: [{ url: '/', description: 'The Netlease server that serves this document' }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'nl_session' },
          csrf: { type: 'apiKey', in: 'header', name: 'x-csrf-token' },
          // Personal API tokens (docs/api-tokens.md): no cookie, no CSRF token.
          apiToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'nlt_…',
            description:
              'A personal API token from /security: read (GET only) or trade (also checkout, order ' +
              'actions, bids). Account security, staff and admin routes refuse tokens.',
          },
        },
      },
    },
    transform: documentTransform,
    // Schemas with an id (the error body) become components, referenced rather than repeated.
    transformObject: documentTransformObject,
  });
  // Before the docs' routes, so their errors take the one error shape too.
  registerErrorHandler(app);
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH });

  // The route table (method, path, access, schemas), for the authorization matrix, the contract
  // tests and docs.
  const routeTable: Array<{
    method: string;
    url: string;
    access: string;
    machineOnly: string | undefined;
    /** Set when the route is registered from its declaration in packages/shared/src/routes. */
    operationId: string | undefined;
    schema: FastifySchema | undefined;
  }> = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    for (const method of ([] as string[]).concat(route.method)) {
      if (method !== 'HEAD')
        routeTable.push({
          method,
          url: route.url,
          access: route.config?.access ?? 'undeclared',
          machineOnly: route.config?.machineOnly,
          operationId: (route.schema as { operationId?: string } | undefined)?.operationId,
          schema: route.schema,
        });
    }
  });

  refuseNulCharacters(app);
  refuseBrokenText(app);
  registerAuth(app, {
    db: ctx.db,
    clock: ctx.clock,
    sessions: { idleMinutes: env.SESSION_IDLE_MINUTES, maxDays: env.SESSION_MAX_DAYS },
  });
  registerRateLimits(app, { db: ctx.db, clock: ctx.clock });
  // Every state-changing request carries the CSRF token (docs/decisions/003), whatever its path:
  // the check never reads the URL, so no spelling of a path can route around it (decision 003).
  app.addHook('onRequest', (request, reply, done) => {
    const isSafe = request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS';
    // A request a token authenticated never read its cookies, so there is no session to forge.
    // A processor's webhook proves itself by its signature (a route declares signedWebhook).
    // An address nothing answers gets its 404 or 405 (platform/http/not-found.ts), not a CSRF refusal.
    if (isSafe || request.is404 || request.apiToken || routeConfigOf(request).signedWebhook) return done();
    app.csrfProtection(request, reply, done);
  });

  // Both answer a few bytes, below the compression threshold, whatever happens. The liveness answer
  // never changes: it is checked against its schema and serialized once, here (decision 275).
  const healthAnswer = JSON.stringify(healthRoutes.getHealth.replies[200].parse({ ok: true }));
  serve(app, healthRoutes.getHealth, {
    config: { machineOnly: 'liveness probes of load balancers and orchestrators' },
    compress: false,
    handler: async (_request, reply) => reply.type('application/json; charset=utf-8').send(healthAnswer),
  });
  serve(app, healthRoutes.getPublicConfig, {
    compress: false,
    handler: async () => ({ demoMode: env.DEMO_MODE, cardPayments: env.CARD_GATEWAY }),
  });
  registerReadinessRoute(app, handle, { metricsToken: env.METRICS_TOKEN });
  registerMetrics(app, metrics, { token: env.METRICS_TOKEN });

  registerLiveEventsRoutes(app, hub);
  registerAccountsRoutes(app, ctx);
  registerNotificationsRoutes(app, ctx);
  registerIpBlocksRoutes(app, ctx);
  registerServerPackagesRoutes(app, ctx);
  registerListingsRoutes(app, ctx);
  const catalogueCache = registerMarketplaceRoutes(app, ctx);
  metrics.countCatalogueAnswers(() => catalogueCache.sources);
  registerAdminApprovalsRoutes(app, ctx);
  registerAuditRoutes(app, ctx);
  registerWalletRoutes(app, ctx);
  registerDepositsRoutes(app, ctx);
  registerPayoutsRoutes(app, ctx);
  registerCheckoutRoutes(app, ctx);
  registerCardPaymentsRoutes(app, ctx);
  registerOrdersRoutes(app, ctx);
  registerOrderClaimsRoutes(app, ctx);
  registerInvoicesRoutes(app, ctx);
  registerAdminMoneyRoutes(app, ctx);
  registerTicketsRoutes(app, ctx);
  registerAuctionsRoutes(app, ctx);
  registerKycRoutes(app, ctx);
  registerStaffRoutes(app, ctx);
  registerProvidersRoutes(app, ctx);
  registerUserManagementRoutes(app, ctx);
  registerMfaRoutes(app, ctx);
  registerApiTokensRoutes(app, ctx);
  registerAsnsRoutes(app, ctx);
  registerReputationRoutes(app, ctx);
  registerLoasRoutes(app, ctx);
  registerLeaseDeliveryRoutes(app, ctx);
  registerBundlesRoutes(app, ctx);
  registerConversationsRoutes(app, ctx);
  registerSavedListingsRoutes(app, ctx);
  registerSellerRequestsRoutes(app, ctx);
  registerDashboardRoutes(app, ctx);
  registerLandingRoutes(app, ctx);
  registerWebhooksRoutes(app, ctx);
  registerGeofeedsRoutes(app, ctx);
  registerRpkiRoutes(app, ctx);
  registerSetupRoutes(app, ctx);
  registerReverseDnsRoutes(app, ctx);
  registerAbuseCasesRoutes(app, ctx);
  registerAbuseStaffRoutes(app, ctx);
  registerAbuseIntakeRoutes(app, ctx);
  // What a lower domain needs from a higher one, handed down at start (docs/decisions/266).
  registerOrderWebhooks();
  registerAuctionWebhooks();
  registerCatalogAuditNames();
  registerCatalogOfferHiding();
  registerCommerceAuditNames();
  registerAuctionAuditNames();
  registerTrustAuditNames();
  registerTicketAuditNames();
  registerCheckoutAsnCheck();
  registerAuctionBidHolds();
  registerTicketOrderSource(ticketOrderSource);
  if (env.DEMO_MODE) registerDemoRoutes(app, ctx);
  if (testClock) registerTestControlRoutes(app, ctx, testClock, JOBS);

  registerNotFound(app, { serveWeb });

  app.addHook('onReady', async () => {
    await hub.start();
  });
  app.addHook('onClose', async () => {
    await hub.stop();
    ctx.storage.close?.();
    ctx.mailer.close?.();
  });

  return { app, ctx, routeTable, metrics };
}
