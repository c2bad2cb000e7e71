/**
 * The spring client ({@code --client=spring}): the {@code OrdersClient} a Spring Boot service would write, RestClient
 * for the blocking methods and WebClient on Reactor Netty for the non-blocking one, on the request factory and the
 * connector Spring Boot picks by default. Everything but the HTTP stack (the URI, the status check, the decoder, the
 * retries) is the JDK client's, through {@code PageHandling}.
 *
 * <p>May depend on: {@code client}, {@code order}.
 */
package dev.aggregationbench.client.spring;
