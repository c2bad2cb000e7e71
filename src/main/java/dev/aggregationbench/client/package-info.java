/**
 * The one client of the orders API that every variant uses: the JDK {@code HttpClient}, the JSON decoding (Jackson's
 * streaming parser, blocking or non-blocking, both feeding one {@code PageAssembler}), the retry policy and the count
 * of the retries it made, per kind ({@code RetryCounts}), and of every page request it sent ({@code RequestWatch}). It exists once so that a comparison of variants measures
 * the concurrency style and nothing else. {@code PageHandling} hands all of it but the HTTP stack to a client over
 * another library: the spring client ({@code client.spring}, {@code --client=spring}).
 *
 * <p>May depend on: {@code order}, {@code knob} (the page size's range).
 */
package dev.aggregationbench.client;
