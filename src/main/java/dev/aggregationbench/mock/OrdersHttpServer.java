package dev.aggregationbench.mock;

import com.github.tomakehurst.wiremock.core.Options;
import com.github.tomakehurst.wiremock.core.WireMockApp;
import com.github.tomakehurst.wiremock.http.AdminRequestHandler;
import com.github.tomakehurst.wiremock.http.StubRequestHandler;
import com.github.tomakehurst.wiremock.jetty11.Jetty11HttpServer;
import java.util.EnumSet;
import wiremock.jakarta.servlet.DispatcherType;
import wiremock.jakarta.servlet.Filter;
import wiremock.org.eclipse.jetty.server.Handler;
import wiremock.org.eclipse.jetty.server.Server;
import wiremock.org.eclipse.jetty.server.handler.ContextHandler;
import wiremock.org.eclipse.jetty.server.handler.HandlerCollection;
import wiremock.org.eclipse.jetty.servlet.FilterHolder;
import wiremock.org.eclipse.jetty.servlet.ServletContextHandler;

/**
 * WireMock's own Jetty 11 server, changed in four ways, installed by {@link OrdersMock} with
 * {@code WireMockConfiguration.httpServerFactory} (the Jetty and servlet classes are the ones wiremock-standalone
 * relocates under {@code wiremock.}):
 * <ul>
 *   <li>no admin API: WireMock's {@code /__admin} context (list, replace or delete stubs, reset, shut down) is not
 *       served, so no one on the port can change what the mock serves (the ground truth {@code /orders/stats}
 *       included) or stop it. The project changes stubs in process only ({@code OrdersMock.server().stubFor}, in
 *       tests), which does not go through HTTP;</li>
 *   <li>{@link RequestGate} first in the stub context's filter chain: GET and HEAD without a body only;</li>
 *   <li>{@link QueryEncodingFilter} next: a query WireMock cannot decode is answered 400 before WireMock reads it;</li>
 *   <li>{@link ProblemErrorHandler} on the server and the stub context: Jetty's own errors as problem+json.</li>
 * </ul>
 */
final class OrdersHttpServer extends Jetty11HttpServer {

    static final String NOT_FOUND_DETAIL = "no such resource; see mock-api/openapi.yaml";

    OrdersHttpServer(Options options, AdminRequestHandler admin, StubRequestHandler stubs) {
        super(options, admin, stubs);
    }

    /** Waits until the server has stopped (its thread pool with it). */
    void join() throws InterruptedException {
        jettyServer.join();
    }

    /**
     * Adds {@code filters}, in their order, to the stub context's filters (after {@link RequestGate} and
     * {@link QueryEncodingFilter}): {@link LateRequests}, then {@link InFlightLimit}. Called once constructed,
     * before the server starts: the decorate methods run in the super constructor, before any field of this class
     * could hold them.
     */
    void addPageFilters(Filter... filters) {
        for (Handler handler : jettyServer.getChildHandlersByClass(ServletContextHandler.class)) {
            ServletContextHandler context = (ServletContextHandler) handler;
            if ("/".equals(context.getContextPath())) {
                for (Filter filter : filters) {
                    context.addFilter(new FilterHolder(filter), "/*", EnumSet.of(DispatcherType.REQUEST));
                }
                return;
            }
        }
        throw new IllegalStateException("WireMock's stub context (path /) not found to filter its requests");
    }

    /** Called from the super constructor, like the methods below: uses no field of this class. */
    @Override
    protected Handler createHandler(Options options, AdminRequestHandler admin, StubRequestHandler stubs) {
        Handler handler = super.createHandler(options, admin, stubs);
        if (!(handler instanceof HandlerCollection handlers)) {
            throw new IllegalStateException("WireMock's Jetty handler is not a HandlerCollection: " + handler);
        }
        int removed = 0;
        for (Handler h : handlers.getHandlers()) {
            if (h instanceof ContextHandler context
                    && WireMockApp.ADMIN_CONTEXT_ROOT.equals(context.getContextPath())) {
                handlers.removeHandler(h);
                removed++;
            }
        }
        if (removed != 1) { // a WireMock upgrade that builds its handlers otherwise must not leave the API open
            throw new IllegalStateException("expected one WireMock admin context to remove, found " + removed);
        }
        return handlers;
    }

    @Override
    protected void applyAdditionalServerConfiguration(Server jettyServer, Options options) {
        super.applyAdditionalServerConfiguration(jettyServer, options);
        jettyServer.setErrorHandler(new ProblemErrorHandler());
    }

    @Override
    protected void decorateMockServiceContextBeforeConfig(ServletContextHandler mockServiceContext) {
        EnumSet<DispatcherType> requests = EnumSet.of(DispatcherType.REQUEST);
        mockServiceContext.addFilter(new FilterHolder(new RequestGate()), "/*", requests);
        mockServiceContext.addFilter(new FilterHolder(new QueryEncodingFilter()), "/*", requests);
    }

    @Override
    protected void decorateMockServiceContextAfterConfig(ServletContextHandler mockServiceContext) {
        mockServiceContext.setErrorHandler(new ProblemErrorHandler()); // instead of WireMock's HTML NotFoundHandler
    }
}
